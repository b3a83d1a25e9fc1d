import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createRules, rules, type Rule, type Rules } from './rules'
import { validationMessages } from './messages'
import { validationMessagesEn } from './messages.en'
import { createTranslate, translateEn, translateIt, type Translate } from './translate'

const TODAY = new Date(2024, 4, 10) // 10/05/2024
const today = () => TODAY

interface Case {
  rule: string
  make: (r: Rules) => Rule<unknown>
  valid: unknown[]
  /** [value, Italian message, English message] */
  invalid: [unknown, string, string][]
}

const LONG_TEXT = Array.from({ length: 40 }, (_, i) => `parola${i}`).join(' ')

const cases: Case[] = [
  {
    rule: 'required',
    make: (r) => r.required('Email'),
    valid: ['a', 0, true, ['x'], { a: 1 }],
    invalid: [
      ['', 'Il campo Email è richiesto', 'The Email field is required'],
      ['   ', 'Il campo Email è richiesto', 'The Email field is required'],
      [undefined, 'Il campo Email è richiesto', 'The Email field is required'],
      [null, 'Il campo Email è richiesto', 'The Email field is required'],
      [[], 'Il campo Email è richiesto', 'The Email field is required'],
      [false, 'Il campo Email è richiesto', 'The Email field is required'],
    ],
  },
  {
    rule: 'email',
    make: (r) => r.email('Email'),
    valid: ['mario.rossi@example.it', 'a+b@sub.example.com', ''],
    invalid: [
      [
        'mario',
        'Il campo Email deve essere un indirizzo email valido',
        'The Email field must be a valid email address',
      ],
      [
        'mario@',
        'Il campo Email deve essere un indirizzo email valido',
        'The Email field must be a valid email address',
      ],
      [
        'a b@c.it',
        'Il campo Email deve essere un indirizzo email valido',
        'The Email field must be a valid email address',
      ],
    ],
  },
  {
    rule: 'min',
    make: (r) => r.min('Password', 8),
    valid: ['12345678', 'più lunga di otto', ''],
    invalid: [
      [
        '1234567',
        'Il campo Password deve contenere almeno 8 caratteri',
        'The Password field must be at least 8 characters long',
      ],
    ],
  },
  {
    rule: 'max',
    make: (r) => r.max('Nome', 3),
    valid: ['abc', 'àèì', ''],
    invalid: [
      [
        'abcd',
        'Il campo Nome non può contenere più di 3 caratteri',
        'The Nome field may not be longer than 3 characters',
      ],
    ],
  },
  {
    rule: 'length',
    make: (r) => r.length('CAP', 5),
    valid: ['20100', 20100],
    invalid: [
      [
        '2010',
        'Il campo CAP deve contenere esattamente 5 caratteri',
        'The CAP field must be exactly 5 characters long',
      ],
      [
        '201000',
        'Il campo CAP deve contenere esattamente 5 caratteri',
        'The CAP field must be exactly 5 characters long',
      ],
    ],
  },
  {
    rule: 'min_value',
    make: (r) => r.minValue('Prezzo', 10),
    valid: [10, '10', '10,5', 99],
    invalid: [
      [9, 'Il campo Prezzo deve essere almeno 10', 'The Prezzo field must be at least 10'],
      ['abc', 'Il campo Prezzo deve essere almeno 10', 'The Prezzo field must be at least 10'],
    ],
  },
  {
    rule: 'max_value',
    make: (r) => r.maxValue('Sconto', 100),
    valid: [100, '0', -5],
    invalid: [
      [101, 'Il campo Sconto non può essere superiore a 100', 'The Sconto field may not be greater than 100'],
    ],
  },
  {
    rule: 'numeric',
    make: (r) => r.numeric('Civico'),
    valid: ['123', 7, '007'],
    invalid: [
      ['12a', 'Il campo Civico può contenere solo cifre', 'The Civico field may only contain digits'],
      ['1.5', 'Il campo Civico può contenere solo cifre', 'The Civico field may only contain digits'],
      [-3, 'Il campo Civico può contenere solo cifre', 'The Civico field may only contain digits'],
    ],
  },
  {
    rule: 'is_not',
    make: (r) => r.isNot('Nuova password', () => 'vecchia'),
    valid: ['nuova'],
    invalid: [
      [
        'vecchia',
        'Il campo Nuova password deve avere un valore diverso',
        'The Nuova password field must have a different value',
      ],
    ],
  },
  {
    rule: 'userConfirmPassword',
    make: (r) => r.userConfirmPassword('Conferma password', () => 'Segreta1!'),
    valid: ['Segreta1!'],
    invalid: [
      ['segreta1!', 'Passwords non coincidenti', 'Passwords do not match'],
      ['', 'Passwords non coincidenti', 'Passwords do not match'],
    ],
  },
  {
    rule: 'confirmed',
    make: (r) => r.confirmed('Email', 'a@b.it'),
    valid: ['a@b.it'],
    invalid: [['a@c.it', 'Il campo Email non corrisponde', 'The Email field does not match']],
  },
  {
    rule: 'dateBefore',
    make: (r) => r.dateBefore('Inizio', '31/12/2024'),
    valid: ['31/12/2024', '01/01/2024', '2024-06-01', new Date(2024, 11, 31)],
    invalid: [
      [
        '01/01/2025',
        'La data non può essere maggiore rispetto al 31/12/2024',
        'The date cannot be later than 31/12/2024',
      ],
      [
        '2025-01-01',
        'La data non può essere maggiore rispetto al 31/12/2024',
        'The date cannot be later than 31/12/2024',
      ],
      ['31/02/2024', 'Il campo Inizio non è valido.', 'Inizio is not valid.'],
    ],
  },
  {
    rule: 'dateAfter',
    make: (r) => r.dateAfter('Fine', () => new Date(2024, 0, 5)),
    valid: ['05/01/2024', '6/1/2024', '2030-01-01'],
    invalid: [
      [
        '04/01/2024',
        'La data non può essere minore rispetto al 05/01/2024',
        'The date cannot be earlier than 05/01/2024',
      ],
      ['ieri', 'Il campo Fine non è valido.', 'Fine is not valid.'],
    ],
  },
  {
    rule: 'phoneNumber',
    make: (r) => r.phoneNumber('Telefono'),
    valid: ['3331234567', '333123456', 3331234567],
    invalid: [
      ...['+393331234567', '0212345678', '33312345', '33312345678', '333 1234567'].map(
        (value): [unknown, string, string] => [
          value,
          'Deve essere un numero di telefono valido senza prefisso internazionale.',
          'Must be a valid phone number without the international prefix.',
        ],
      ),
    ],
  },
  {
    rule: 'codiceFiscale',
    make: (r) => r.codiceFiscale('Codice fiscale'),
    valid: ['RSSMRA85T10A562S', 'rssmra85t10a562s'],
    invalid: [
      'RSSMRA85T10A562',
      'RSSMR085T10A562S',
      'RSSMRA85T10A56AS',
      'RSSMRA85T10A562S1',
      '12345678901',
    ].map((value): [unknown, string, string] => [
      value,
      'Il codice fiscale non è valido.',
      'The tax code is not valid.',
    ]),
  },
  {
    rule: 'codiceRea',
    make: (r) => r.codiceRea('Codice REA'),
    valid: ['MI-1234567', 'RM-123456'],
    invalid: ['mi-123456', 'MI-12345', 'MI-12345678', 'MI1234567', 'M1-123456'].map(
      (value): [unknown, string, string] => [
        value,
        'Il codice rea non è valido.',
        'The REA code is not valid.',
      ],
    ),
  },
  {
    rule: 'lt',
    make: (r) => r.lt('Quantità', 5),
    valid: [4, '4.9'],
    invalid: [
      [5, 'Il valore deve essere inferiore a 5', 'The value must be less than 5'],
      ['x', 'Il valore deve essere inferiore a 5', 'The value must be less than 5'],
    ],
  },
  {
    rule: 'lte',
    make: (r) => r.lte('Quantità', 5),
    valid: [5, '-1'],
    invalid: [
      [6, 'Il valore deve essere inferiore o uguale a 5', 'The value must be less than or equal to 5'],
    ],
  },
  {
    rule: 'gt',
    make: (r) => r.gt('Quantità', 5),
    valid: [6, '5,1'],
    invalid: [[5, 'Il valore deve essere superiore a 5', 'The value must be greater than 5']],
  },
  {
    rule: 'gte',
    make: (r) => r.gte('Quantità', 5),
    valid: [5, 100],
    invalid: [
      [4, 'Il valore deve essere superiore o uguale a 5', 'The value must be greater than or equal to 5'],
    ],
  },
  {
    rule: 'min_words (given number checked, 40 announced)',
    make: (r) => r.minWords('Biografia', 3),
    valid: ['una due tre', '  una   due tre quattro '],
    invalid: [
      [
        'una due',
        'Il campo Biografia deve contenere almeno 40 parole',
        'The Biografia field must contain at least 40 words',
      ],
    ],
  },
  {
    rule: 'min_words 40',
    make: (r) => r.minWords('Biografia', 40),
    valid: [LONG_TEXT],
    invalid: [
      [
        LONG_TEXT.split(' ').slice(1).join(' '),
        'Il campo Biografia deve contenere almeno 40 parole',
        'The Biografia field must contain at least 40 words',
      ],
    ],
  },
  {
    rule: 'url',
    make: (r) => r.url('Sito'),
    valid: ['https://example.com', 'http://example.it/path?q=1', 'linkedin.com/in/mario', 'www.aula.it'],
    invalid: ['ftp://example.com', 'not a url', 'https://localhost', 'example', 'javascript:alert(1)'].map(
      (value): [unknown, string, string] => [
        value,
        'Il campo Sito non è uno URL valido',
        'The Sito field is not a valid URL',
      ],
    ),
  },
  {
    rule: 'hasAllKeys',
    make: (r) => r.hasAllKeys('Esperienza', ['title', 'company']),
    valid: [{ title: 'Dev', company: 'Aula' }, [{ title: 'a', company: 'b' }]],
    invalid: [
      ...[
        { title: 'Dev' },
        { title: 'Dev', company: '' },
        [{ title: 'a', company: 'b' }, { title: 'c' }],
        'testo',
      ].map((value): [unknown, string, string] => [
        value,
        'Il campo Esperienza ha uno o più elementi mancanti.',
        'The Esperienza field has one or more missing items.',
      ]),
    ],
  },
  {
    rule: 'is_adult (18th birthday is the boundary)',
    make: (r) => r.isAdult('Data di nascita', { today }),
    valid: ['10/05/2006', '09/05/2006', '2000-01-01', new Date(2006, 4, 10)],
    invalid: [
      ['11/05/2006', 'Devi essere maggiorenne', 'You must be at least 18 years old'],
      ['2006-05-11', 'Devi essere maggiorenne', 'You must be at least 18 years old'],
      ['32/01/2000', 'Il campo Data di nascita non è valido.', 'Data di nascita is not valid.'],
    ],
  },
  {
    rule: 'is_adult with custom text',
    make: (r) => r.isAdult('Data di nascita', { today, message: 'Il titolare deve essere maggiorenne' }),
    valid: ['01/01/1990'],
    invalid: [['01/01/2010', 'Il titolare deve essere maggiorenne', 'Il titolare deve essere maggiorenne']],
  },
  {
    rule: 'custom (generic default message)',
    make: (r) => r.custom('Slug', (input) => typeof input === 'string' && /^[a-z-]+$/.test(input)),
    valid: ['mario-rossi'],
    invalid: [['Mario Rossi', 'Il campo Slug non è valido.', 'Slug is not valid.']],
  },
]

function messagesOf(rule: Rule<unknown>, value: unknown, lang?: string): string[] {
  const result = v.safeParse(v.pipe(v.unknown(), rule), value, { lang })
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

const linguiIt = setupI18n({ locale: 'it', messages: { it: {}, en: validationMessagesEn } })
const linguiEn = setupI18n({ locale: 'en', messages: { it: {}, en: validationMessagesEn } })
const translators: [string, Translate | undefined, string | undefined, 'it' | 'en'][] = [
  ['parse lang it', undefined, 'it', 'it'],
  ['no lang (Italian default)', undefined, undefined, 'it'],
  ['parse lang en', undefined, 'en', 'en'],
  ['translateIt', translateIt, 'en', 'it'],
  ['translateEn', translateEn, undefined, 'en'],
  ['Lingui it', (d, values) => linguiIt._({ ...d, values }), undefined, 'it'],
  ['Lingui en', (d, values) => linguiEn._({ ...d, values }), undefined, 'en'],
]

describe.each(translators)('rules with %s', (_, t, lang, expectedLang) => {
  const r = t ? createRules(t) : rules
  describe.each(cases)('$rule', ({ make, valid, invalid }) => {
    it.each(valid.map((value) => [value]))('accepts %j', (value) => {
      expect(messagesOf(make(r), value, lang)).toEqual([])
    })
    it.each(invalid)('rejects %j', (value, it_, en) => {
      expect(messagesOf(make(r), value, lang)).toEqual([expectedLang === 'it' ? it_ : en])
    })
  })
})

describe('empty values', () => {
  const optionalRules: [string, Rule<unknown>][] = [
    ['email', rules.email('E')],
    ['min', rules.min('E', 3)],
    ['numeric', rules.numeric('E')],
    ['phoneNumber', rules.phoneNumber('E')],
    ['codiceFiscale', rules.codiceFiscale('E')],
    ['url', rules.url('E')],
    ['isAdult', rules.isAdult('E', { today })],
    ['dateBefore', rules.dateBefore('E', '01/01/2000')],
    ['gt', rules.gt('E', 1)],
  ]
  it.each(optionalRules)('%s leaves empty values to required', (_, rule) => {
    for (const value of [undefined, null, '']) expect(messagesOf(rule, value)).toEqual([])
  })
})

describe('field labels as descriptors', () => {
  // Not marked for extraction: a test label must not end up in the catalogs.
  const label = { id: 'test.label.name', message: 'Nome' }
  const r = createRules(createTranslate({ ...validationMessagesEn, 'test.label.name': 'Name' }))

  it('translates the label together with the message', () => {
    expect(messagesOf(r.required(label), '')).toEqual(['The Name field is required'])
    expect(messagesOf(rules.required(label), '')).toEqual(['Il campo Nome è richiesto'])
  })
})

describe('rules inside object schemas', () => {
  const Register = v.pipe(
    v.object({
      email: v.pipe(v.string(), rules.required('Email'), rules.email('Email')),
      password: v.pipe(v.string(), rules.required('Password'), rules.min('Password', 8)),
      password_confirmation: v.string(),
    }),
    rules.sameAs('password_confirmation', 'password', 'Conferma password', 'userConfirmPassword'),
  )

  it('keeps the inferred output type and forwards cross-field issues to the field', () => {
    const ok = v.parse(Register, {
      email: 'a@b.it',
      password: 'Segreta1!',
      password_confirmation: 'Segreta1!',
    })
    const email: string = ok.email
    expect(email).toBe('a@b.it')

    const bad = v.safeParse(
      Register,
      { email: 'a@b.it', password: 'Segreta1!', password_confirmation: 'altro' },
      { lang: 'en' },
    )
    expect(bad.success).toBe(false)
    expect(bad.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['password_confirmation', 'Passwords do not match'],
    ])
  })

  it('runs the confirmed kind with the field label', () => {
    const schema = v.pipe(
      v.object({ email: v.string(), email_confirmation: v.string() }),
      rules.sameAs('email_confirmation', 'email', 'Email'),
    )
    const bad = v.safeParse(schema, { email: 'a@b.it', email_confirmation: 'x@b.it' })
    expect(bad.issues?.[0].message).toBe('Il campo Email non corrisponde')
  })
})

describe('messages', () => {
  it('quotes SPEC.md §5 letter for letter', () => {
    const m = validationMessages
    expect(m.required.message).toBe('Il campo {field} è richiesto')
    expect(m.email.message).toBe('Il campo {field} deve essere un indirizzo email valido')
    expect(m.userConfirmPassword.message).toBe('Passwords non coincidenti')
    expect(m.confirmed.message).toBe('Il campo {field} non corrisponde')
    expect(m.dateBefore.message).toBe('La data non può essere maggiore rispetto al {date}')
    expect(m.dateAfter.message).toBe('La data non può essere minore rispetto al {date}')
    expect(m.phoneNumber.message).toBe(
      'Deve essere un numero di telefono valido senza prefisso internazionale.',
    )
    expect(m.codiceFiscale.message).toBe('Il codice fiscale non è valido.')
    expect(m.lt.message).toBe('Il valore deve essere inferiore a {n}')
    expect(m.url.message).toBe('Il campo {field} non è uno URL valido')
    expect(m.hasAllKeys.message).toBe('Il campo {field} ha uno o più elementi mancanti.')
    expect(m.isAdult.message).toBe('Devi essere maggiorenne')
    expect(m.codiceRea.message).toBe('Il codice rea non è valido.')
    expect(m.invalid.message).toBe('Il campo {field} non è valido.')
  })

  it('has an English text with the same placeholders for every message id', () => {
    const en: Record<string, string> = validationMessagesEn
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort()
    const descriptors = Object.values(validationMessages)
    expect(Object.keys(en).sort()).toEqual(descriptors.map((d) => d.id).sort())
    for (const d of descriptors) expect(placeholders(en[d.id]), d.id).toEqual(placeholders(d.message))
  })
})
