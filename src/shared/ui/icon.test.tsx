import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Icon, iconSize, isCustomColor } from './icon'

function svgOf(ui: React.ReactElement): SVGSVGElement {
  const { container } = render(ui)
  const svg = container.querySelector('svg')
  if (!svg) throw new Error('no svg rendered')
  return svg
}

describe('Icon', () => {
  it('maps the named sizes to pixels (xs 12 … xxl 40), md by default', () => {
    expect(svgOf(<Icon type="check" />).getAttribute('width')).toBe('24')
    const expected = { xs: 12, sm: 16, md: 24, lg: 28, xl: 36, xxl: 40 } as const
    for (const [size, px] of Object.entries(expected)) {
      const svg = svgOf(<Icon type="check" size={size} />)
      expect(svg.getAttribute('width')).toBe(String(px))
      expect(svg.getAttribute('height')).toBe(String(px))
    }
  })

  it('parses a numeric string size as pixels', () => {
    expect(svgOf(<Icon type="menu" size="20" />).getAttribute('width')).toBe('20')
    expect(svgOf(<Icon type="menu" size="18px" />).getAttribute('height')).toBe('18')
    expect(iconSize(30)).toBe(30)
    expect(() => iconSize('huge')).toThrow()
  })

  it('puts a custom colour inline and anything else as a Tailwind text class', () => {
    for (const color of ['#ff0000', 'var(--brand)', 'rgb(1, 2, 3)', 'hsl(10 20% 30%)']) {
      expect(isCustomColor(color)).toBe(true)
      const svg = svgOf(<Icon type="star" color={color} />)
      expect(svg.getAttribute('style')).toContain('color')
    }
    expect(isCustomColor('brand-700')).toBe(false)
    const named = svgOf(<Icon type="star" color="brand-700" />)
    expect(named.getAttribute('style')).toBeNull()
    expect(named.getAttribute('class')).toContain('text-brand-700')
    expect(svgOf(<Icon type="star" color="text-red-700" />).getAttribute('class')).toContain('text-red-700')
  })

  it('is decorative unless it has a label', () => {
    expect(svgOf(<Icon type="bell" />).getAttribute('aria-hidden')).toBe('true')
    const labelled = svgOf(<Icon type="bell" label="Notifiche" />)
    expect(labelled.getAttribute('role')).toBe('img')
    expect(labelled.getAttribute('aria-label')).toBe('Notifiche')
  })

  it('throws the exact message for an unknown name', () => {
    // React reports the error it rethrows; keep the test output clean
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Icon type="unicorn" />)).toThrow('Icon "unicorn" does not exist.')
    spy.mockRestore()
  })
})
