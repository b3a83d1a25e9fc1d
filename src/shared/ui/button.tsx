import type { ComponentPropsWithoutRef, ElementType, MouseEvent, ReactNode } from 'react'

type OwnProps<T extends ElementType> = {
  /** The element or component to render; 'button' by default (e.g. 'a' or a router Link). */
  as?: T
  /** Full width. */
  block?: boolean
  /** Transparent with a border. */
  outline?: boolean
  /** Pill shaped. */
  rounded?: boolean
  disabled?: boolean
  children?: ReactNode
}

export type ButtonProps<T extends ElementType = 'button'> = OwnProps<T> &
  Omit<ComponentPropsWithoutRef<T>, keyof OwnProps<T>>

export function buttonClasses({
  block,
  outline,
  rounded,
  disabled,
}: Pick<OwnProps<'button'>, 'block' | 'outline' | 'rounded' | 'disabled'>): string {
  return [
    'inline-flex items-center justify-center gap-2 px-4 py-2 text-sm font-semibold no-underline transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    rounded ? 'rounded-full' : 'rounded-md',
    block ? 'w-full' : '',
    disabled
      ? 'cursor-not-allowed border border-slate-300 bg-slate-100 text-slate-600'
      : outline
        ? 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50'
        : 'border border-brand-700 bg-brand-700 text-white hover:bg-brand-800',
  ]
    .filter(Boolean)
    .join(' ')
}

export function Button<T extends ElementType = 'button'>({
  as,
  block = false,
  outline = false,
  rounded = false,
  disabled = false,
  className,
  children,
  ...rest
}: ButtonProps<T> & { className?: string }) {
  const Tag: ElementType = as ?? 'button'
  const isNativeButton = Tag === 'button'
  const props: Record<string, unknown> = { ...rest }
  if (isNativeButton) {
    props.type = (rest as { type?: string }).type ?? 'button'
    props.disabled = disabled
  } else if (disabled) {
    // links cannot be disabled natively: take them out of the tab order and swallow the click
    props['aria-disabled'] = true
    props.tabIndex = -1
    props.onClick = (event: MouseEvent) => event.preventDefault()
  }
  // the variants on the element itself, for styles and tests that should not read class names
  if (block) props['data-block'] = ''
  if (outline) props['data-outline'] = ''
  if (rounded) props['data-rounded'] = ''
  const classes = [buttonClasses({ block, outline, rounded, disabled }), className].filter(Boolean).join(' ')
  return (
    <Tag {...props} className={classes}>
      {children}
    </Tag>
  )
}
