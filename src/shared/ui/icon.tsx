import type { CSSProperties } from 'react'
import { ICON_SIZES } from '../../../contracts/core/constants'
import { ICON_PATHS, type IconName } from './icon-paths'

export type { IconName }
export type IconSize = keyof typeof ICON_SIZES

export interface IconProps {
  /** The icon's name; an unknown name is a programming error and throws. */
  type: IconName | (string & {})
  /** A named size (xs 12 … xxl 40), a number of px, or a numeric string parsed as px ('20', '20px'). */
  size?: IconSize | number | string
  /**
   * A custom colour ('#0f766e', 'var(--x)', 'rgb(…)', 'hsl(…)') goes inline; anything else is a
   * Tailwind text colour ('text-brand-700', or 'brand-700' which becomes 'text-brand-700').
   */
  color?: string
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string
  className?: string
}

export function isIconName(type: string): type is IconName {
  return Object.hasOwn(ICON_PATHS, type)
}

export function iconSize(size: IconProps['size'] = 'md'): number {
  if (typeof size === 'number') return size
  if (Object.hasOwn(ICON_SIZES, size)) return ICON_SIZES[size as IconSize]
  const px = Number.parseFloat(size)
  if (Number.isNaN(px)) throw new Error(`Icon size "${size}" is not valid.`)
  return px
}

export function isCustomColor(color: string): boolean {
  return /^(#|var\(--|rgb|hsl)/.test(color)
}

export function Icon({ type, size = 'md', color, label, className }: IconProps) {
  if (!isIconName(type)) throw new Error(`Icon "${type}" does not exist.`)
  const px = iconSize(size)
  const custom = color !== undefined && isCustomColor(color)
  const colorClass = color && !custom ? (color.startsWith('text-') ? color : `text-${color}`) : undefined
  const style: CSSProperties | undefined = custom ? { color } : undefined
  const classes = ['inline-block shrink-0', colorClass, className].filter(Boolean).join(' ')
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={px}
      height={px}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classes}
      style={style}
      data-icon={type}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      {ICON_PATHS[type].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
