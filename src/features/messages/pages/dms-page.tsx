/**
 * /dms (SPEC.md §2): the conversations beside the one open (?c={id}). On a phone one at a time:
 * the list, or the open conversation with a way back to the list.
 */
import { Trans } from '@lingui/react/macro'
import type { PageProps } from '../../../shared/lib/routing'
import { useQueryParams } from '../../../shared/lib/routing'
import { Icon } from '../../../shared/ui/icon'
import { ConversationList } from '../components/conversation-list'
import { ConversationView } from '../components/conversation-view'

export function DmsPage({ title }: PageProps) {
  const raw = Number(useQueryParams().get('c'))
  const selected = Number.isInteger(raw) && raw > 0 ? raw : null
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col px-0 py-0 sm:px-4 sm:py-4">
      <h1
        className={[
          'px-4 py-3 text-2xl font-bold text-slate-900 sm:px-0',
          selected ? 'sr-only md:not-sr-only' : '',
        ].join(' ')}
      >
        {title}
      </h1>
      <div className="flex min-h-0 flex-1 overflow-hidden border-slate-200 bg-white sm:rounded-lg sm:border">
        <nav
          className={[
            'min-h-0 w-full overflow-y-auto border-slate-200 md:block md:w-80 md:shrink-0 md:border-r',
            selected ? 'hidden' : 'block',
          ].join(' ')}
        >
          <ConversationList selected={selected} />
        </nav>
        <div
          className={[
            'min-h-0 min-w-0 flex-1',
            selected ? 'flex flex-col' : 'hidden md:flex md:flex-col',
          ].join(' ')}
        >
          {selected ? (
            <ConversationView key={selected} conversationId={selected} />
          ) : (
            <div className="m-auto flex flex-col items-center gap-2 p-6 text-center text-sm text-slate-700">
              <Icon type="message" size="lg" className="text-slate-500" />
              <p>
                <Trans>Scegli una conversazione per leggerla e rispondere.</Trans>
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  )
}
