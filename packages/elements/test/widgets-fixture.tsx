// The shared widgets of spec 02 §2 on one page, for test/widgets.test.ts (bundled and loaded into Chromium).
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { IconButton } from '../src/ui/Button'
import { ConfirmPrompt, type ConfirmPromptOptions } from '../src/ui/ConfirmPrompt'
import { CopyField } from '../src/ui/CopyField'
import { DateTimeField } from '../src/ui/DateTimeField'
import { Dropdown } from '../src/ui/Dropdown'
import { Field } from '../src/ui/Field'
import { MenuButton } from '../src/ui/Menu'
import { TextInput } from '../src/ui/TextInput'

/** What the page reports back to the test. */
const reported = {
  answers: [] as [boolean, boolean][],
  title: '',
  trimmedPlain: '',
  date: 'unset',
  user: '',
  chosen: [] as string[],
}
Object.assign(window, { reported })

function Page() {
  const [title, setTitle] = useState('')
  const [plain, setPlain] = useState('')
  const [date, setDate] = useState('')
  const [prompt, setPrompt] = useState<ConfirmPromptOptions | null>(null)
  const [user, setUser] = useState('u1')
  reported.user = user
  reported.title = title
  reported.trimmedPlain = plain
  reported.date = date
  return (
    <div className="sk-root">
      <IconButton icon="edit" label="Edit details" />
      <Field label="Title">
        {(control) => <TextInput {...control} value={title} onValueChange={setTitle} trimOnBlur />}
      </Field>
      <Field label="Plain">
        {(control) => <TextInput {...control} value={plain} onValueChange={setPlain} />}
      </Field>
      <DateTimeField label="Published" value={date} onChange={setDate} />
      <Field label="Owner">
        {(control) => (
          <Dropdown
            {...control}
            value={user}
            onChange={setUser}
            options={Array.from({ length: 12 }, (_, index) => ({
              value: `u${index + 1}`,
              text: `user${index + 1}`,
              subtext: index ? 'user' : 'root',
            }))}
          />
        )}
      </Field>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        {['left', 'right'].map((side) => (
          <MenuButton
            key={side}
            label={`More ${side}`}
            align={side === 'left' ? 'start' : 'end'}
            items={[
              { key: 'a', label: 'Plain action', onSelect: () => reported.chosen.push(`${side}:a`) },
              {
                key: 'send',
                label: 'Send to device',
                items: [
                  { key: 'k', label: 'Kindle', onSelect: () => reported.chosen.push(`${side}:Kindle`) },
                  { key: 'b', label: 'Boox', onSelect: () => reported.chosen.push(`${side}:Boox`) },
                ],
              },
            ]}
          >
            {side}
          </MenuButton>
        ))}
      </div>
      <CopyField label="Feed URL" value="http://example.com/feed/abc" />
      <button type="button" onClick={() => setPrompt({ message: 'Saved <b>ok</b>', type: 'ok' })}>
        Ask ok
      </button>
      <button type="button" onClick={() => setPrompt({ message: 'Remove <i>all</i>?', persistent: true })}>
        Ask persistent
      </button>
      <button
        type="button"
        onClick={() => setPrompt({ message: 'Go?', checkboxLabel: 'Also this', checkboxDefault: true })}
      >
        Ask plain
      </button>
      <ConfirmPrompt
        prompt={prompt}
        onAnswer={(confirmed, checked) => {
          reported.answers.push([confirmed, checked])
          setPrompt(null)
        }}
      />
    </div>
  )
}

createRoot(document.getElementById('app')!).render(<Page />)
