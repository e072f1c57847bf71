import { useStore } from '@nanostores/react'
import type { FeedEpisode } from '@shelfkit/client'
import {
  $episodeEdit,
  $episodeEditTab,
  applyFeedEpisode,
  closeEpisodeEdit,
  type EpisodeDraft,
  type EpisodeEditTab,
  episodeDraftOf,
  episodeDraftProblem,
  episodeEditNeighbour,
  i18n,
  params,
  saveEpisodeDetails,
  searchFeedEpisode,
  stepEpisodeEdit,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { Button, IconButton } from '../ui/Button'
import { Field } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { SafeHtml } from '../ui/SafeHtml'
import { Tabs } from '../ui/Tabs'
import { ReadOnlyField, TextAreaField, TextField } from '../ui/TextInput'
import { TopLayer } from '../ui/TopLayer'
import { useProcessing } from '../ui/useProcessing'
import { useServerDate } from '../ui/useServerDate'

const messages = i18n('podcast.episodeEditModal', {
  loading: 'Loading',
  tabs: 'Edit episode',
  details: 'Details',
  match: 'Match',
  previous: 'Previous episode',
  next: 'Next episode',
  season: 'Season',
  episode: 'Episode',
  type: 'Episode Type',
  full: 'Full',
  trailer: 'Trailer',
  bonus: 'Bonus',
  pubDate: 'Pub Date',
  title: 'Title',
  subtitle: 'Subtitle',
  description: 'Description',
  descriptionHint: 'HTML; only simple formatting is kept, as the preview shows',
  preview: 'Preview',
  save: 'Save',
  saveAndClose: 'Save and Close',
  enclosure: 'Episode URL from RSS feed',
  notLinked: 'Episode not linked to RSS feed',
  episodeTitle: 'Episode Title',
  search: 'Search',
  noMatches: 'No episode matches found',
  results: 'Feed episodes',
  use: params('Use {title}'),
  published: params('Published {date}'),
  unknownDate: 'Published date unknown',
  noFeed: 'Podcast has no RSS feed url to use for matching',
})

/** Spec 02 "Podcast episode modals": as wide as the item edit modal. */
const EPISODE_EDIT_WIDTH = 800

/** The episode edit modal (tabs Details and Match), with previous and next through the episodes table. */
export function EpisodeEditModal({ feedUrl }: { feedUrl: string | null }) {
  const t = useStore(messages)
  const state = useStore($episodeEdit)
  const tab = useStore($episodeEditTab)
  const [processing, run] = useProcessing()
  if (!state) return null
  const episode = state.episode
  return (
    <TopLayer>
      <Modal
        open
        title={episode?.title || t.loading}
        width={EPISODE_EDIT_WIDTH}
        processing={processing || !episode}
        onClose={closeEpisodeEdit}
        className="sk-episode-edit"
      >
        <Tabs<EpisodeEditTab>
          label={t.tabs}
          tabs={[
            { id: 'details', label: t.details },
            { id: 'match', label: t.match },
          ]}
          selected={tab}
          onSelect={(next) => $episodeEditTab.set(next)}
          aside={
            state.stepIds.length ? (
              <div className="sk-item-edit__steps">
                <IconButton
                  icon="chevronLeft"
                  label={t.previous}
                  disabled={!episodeEditNeighbour(state, -1)}
                  onClick={() => stepEpisodeEdit(-1)}
                />
                <IconButton
                  icon="chevronRight"
                  label={t.next}
                  disabled={!episodeEditNeighbour(state, 1)}
                  onClick={() => stepEpisodeEdit(1)}
                />
              </div>
            ) : null
          }
        >
          {episode ? (
            tab === 'details' ? (
              <DetailsTab key={episode.id} run={run} />
            ) : (
              <MatchTab key={episode.id} feedUrl={feedUrl} run={run} />
            )
          ) : null}
        </Tabs>
      </Modal>
    </TopLayer>
  )
}

type Run = (action: () => Promise<unknown>) => Promise<unknown>

function DetailsTab({ run }: { run: Run }) {
  const t = useStore(messages)
  const episode = useStore($episodeEdit)?.episode
  const [draft, setDraft] = useState<EpisodeDraft | null>(episode ? episodeDraftOf(episode) : null)
  const [tried, setTried] = useState(false)
  useEffect(() => {
    if (episode) setDraft(episodeDraftOf(episode))
  }, [episode])
  if (!episode || !draft) return null
  const change = (patch: Partial<EpisodeDraft>) => setDraft({ ...draft, ...patch })
  const dateProblem = tried ? episodeDraftProblem(draft) : null
  const save = async (close: boolean) => {
    setTried(true)
    const saved = (await run(() => saveEpisodeDetails(draft))) as boolean
    if (saved && close) closeEpisodeEdit()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save(false)
  }
  return (
    <form className="sk-form" aria-label={t.details} onSubmit={submit} noValidate>
      <div className="sk-form-grid sk-form-grid--4">
        <TextField label={t.season} value={draft.season} onValueChange={(season) => change({ season })} />
        <TextField label={t.episode} value={draft.episode} onValueChange={(episode) => change({ episode })} />
        <Field label={t.type}>
          {(c) => (
            <select
              {...c}
              className="sk-select"
              value={draft.episodeType}
              onChange={(e) => change({ episodeType: e.target.value })}
            >
              <option value="full">{t.full}</option>
              <option value="trailer">{t.trailer}</option>
              <option value="bonus">{t.bonus}</option>
            </select>
          )}
        </Field>
        <TextField
          label={t.pubDate}
          error={dateProblem}
          type="datetime-local"
          value={draft.pubDateInput}
          onValueChange={(pubDateInput) => change({ pubDateInput })}
          onBlur={(e) => {
            // An incomplete datetime-local reads as '' while the field shows a partial date.
            if (!e.target.value && e.target.validity.badInput) change({ pubDateInput: 'incomplete' })
          }}
        />
      </div>
      <TextField
        label={t.title}
        spellCheck
        value={draft.title}
        onValueChange={(title) => change({ title })}
      />
      <TextAreaField
        label={t.subtitle}
        rows={2}
        value={draft.subtitle}
        onValueChange={(subtitle) => change({ subtitle })}
      />
      <TextAreaField
        label={t.description}
        hint={t.descriptionHint}
        rows={5}
        value={draft.description}
        onValueChange={(description) => change({ description })}
      />
      <section aria-label={t.preview} className="sk-episode-edit__preview">
        <SafeHtml html={draft.description} />
      </section>
      <div className="sk-tool-panel__actions">
        <Button type="submit">{t.save}</Button>
        <Button variant="primary" onClick={() => void save(true)}>
          {t.saveAndClose}
        </Button>
      </div>
      {episode.enclosure?.url ? (
        <ReadOnlyField label={t.enclosure} value={episode.enclosure!.url} />
      ) : (
        <p className="sk-field__hint">{t.notLinked}</p>
      )}
    </form>
  )
}

function MatchTab({ feedUrl, run }: { feedUrl: string | null; run: Run }) {
  const t = useStore(messages)
  const episode = useStore($episodeEdit)?.episode
  const formatDate = useServerDate()
  const [title, setTitle] = useState(episode?.title ?? '')
  const [found, setFound] = useState<FeedEpisode[] | null>(null)
  if (!feedUrl)
    return (
      <p className="sk-resource-error" role="alert">
        {t.noFeed}
      </p>
    )
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const results = (await run(() => searchFeedEpisode(title))) as FeedEpisode[] | null
    if (results) setFound(results)
  }
  return (
    <div>
      <form className="sk-inline-form" aria-label={t.match} onSubmit={submit}>
        <TextField label={t.episodeTitle} spellCheck value={title} onValueChange={setTitle} />
        <Button type="submit">{t.search}</Button>
      </form>
      {found && !found.length ? <p className="sk-empty">{t.noMatches}</p> : null}
      {found?.length ? (
        <ul className="sk-feed-matches" aria-label={t.results}>
          {found.map((match) => (
            <li key={match.enclosure.url}>
              <button
                type="button"
                className="sk-feed-match"
                aria-label={t.use({ title: match.title })}
                onClick={async () => {
                  if ((await run(() => applyFeedEpisode(match))) as boolean) $episodeEditTab.set('details')
                }}
              >
                {match.episode ? <strong>#{match.episode} </strong> : null}
                <span>{match.title}</span>
                {match.subtitle ? <span className="sk-field__hint">{match.subtitle}</span> : null}
                <span className="sk-field__hint">
                  {match.publishedAt ? t.published({ date: formatDate(match.publishedAt) }) : t.unknownDate}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
