import { useStore } from '@nanostores/react'
import { $languageChoice, i18n, LANGUAGE_CODES, setLanguage } from '@shelfkit/stores'
import { useMemo } from 'react'
import { Field } from '../ui/Field'

const messages = i18n('account.language', { language: 'Language' })

/** A language's own name, and its name in the interface language when that differs: `Deutsch (German)`. */
function languageNames(interfaceLanguage: string): Map<string, string> {
  const names = new Map<string, string>()
  let inInterface: Intl.DisplayNames | null = null
  try {
    inInterface = new Intl.DisplayNames([interfaceLanguage], { type: 'language' })
  } catch {
    // A browser without the interface language's names shows each language's own name only.
  }
  for (const code of LANGUAGE_CODES) {
    try {
      const own = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code
      const translated = inInterface?.of(code)
      names.set(
        code,
        translated && translated.toLowerCase() !== own.toLowerCase() ? `${own} (${translated})` : own,
      )
    } catch {
      names.set(code, code)
    }
  }
  return names
}

/**
 * The interface language (spec 02 §4): applied at once, stored on this browser. The account page and the sign-in
 * page show it.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const t = useStore(messages)
  const { current } = useStore($languageChoice)
  const names = useMemo(() => languageNames(current), [current])
  return (
    <Field label={t.language} className={className}>
      {(control) => (
        <select
          {...control}
          className="sk-select"
          value={current}
          onChange={(event) => setLanguage(event.target.value)}
        >
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code}>
              {names.get(code)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
