import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ReadOnlyField, TextAreaField, TextField } from './TextInput'

const ignore = () => {}

/** The markup a field renders, parsed enough to read one element's attributes (names in lower case, as HTML reads them). */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = html.match(new RegExp(`<${tag}\\b([^>]*)>`))?.[1] ?? ''
  return Object.fromEntries(
    [...element.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
      name.toLowerCase(),
      value ?? '',
    ]),
  )
}

describe('TextField', () => {
  it('turns spell check and autofill off for a settings box', () => {
    const input = attributesOf(
      renderToStaticMarkup(<TextField label="Slug" value="a" onValueChange={ignore} />),
      'input',
    )
    expect(input).toMatchObject({ class: 'sk-input', spellcheck: 'false', autocomplete: 'off', value: 'a' })
  })

  it("keeps a sign-in box's autofill hint and a title's spell check when given", () => {
    const password = attributesOf(
      renderToStaticMarkup(
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value=""
          onValueChange={ignore}
        />,
      ),
      'input',
    )
    expect(password).toMatchObject({ type: 'password', autocomplete: 'current-password' })
    const title = attributesOf(
      renderToStaticMarkup(<TextField label="Title" spellCheck value="" onValueChange={ignore} />),
      'input',
    )
    expect(title.spellcheck).toBe('true')
  })

  it('ties the label, hint and error to the box and puts the field class on the field', () => {
    const html = renderToStaticMarkup(
      <TextField
        label="Type"
        hint="Shown"
        error="Wrong"
        fieldClassName="sk-field--narrow"
        value=""
        onValueChange={ignore}
      />,
    )
    const input = attributesOf(html, 'input')
    expect(attributesOf(html, 'div').class).toBe('sk-field sk-field--narrow')
    expect(attributesOf(html, 'label').for).toBe(input.id)
    expect(input['aria-describedby']).toBe(`${input.id}-hint ${input.id}-error`)
    expect(input['aria-invalid']).toBe('true')
  })
})

describe('TextAreaField', () => {
  it('draws a labelled text area in the text box look, with its own class and rows', () => {
    const html = renderToStaticMarkup(
      <TextAreaField
        label="Origins"
        className="sk-config-form__folders"
        rows={3}
        value="x"
        onValueChange={ignore}
      />,
    )
    const area = attributesOf(html, 'textarea')
    expect(area).toMatchObject({ class: 'sk-input sk-config-form__folders', rows: '3' })
    expect(attributesOf(html, 'label').for).toBe(area.id)
    expect(html).toContain('>x</textarea>')
  })
})

describe('ReadOnlyField', () => {
  it('shows its value in a box that cannot be edited', () => {
    const input = attributesOf(renderToStaticMarkup(<ReadOnlyField label="Path" value="/config" />), 'input')
    expect(input).toMatchObject({ readonly: '', value: '/config' })
  })
})
