/**
 * The dialogs of /dev (machines/dialog, so xstate) in their own chunk: the page's buttons work from
 * the start and only record what was asked; the dialogs open as soon as this chunk is in.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { ConfirmDialog, useConfirm } from '../../../shared/ui/confirm-dialog'
import { Dialog } from '../../../shared/ui/dialog'

export interface DevDialogsProps {
  dialogOpen: boolean
  onDialogClose: () => void
  persistentOpen: boolean
  onPersistentAnswer: (ok: boolean) => void
  /** Counts the clicks on 'Apri conferma': each new value asks once through the awaited confirm. */
  confirmRequest: number
  onConfirmAnswer: (ok: boolean) => void
}

export function DevDialogs({
  dialogOpen,
  onDialogClose,
  persistentOpen,
  onPersistentAnswer,
  confirmRequest,
  onConfirmAnswer,
}: DevDialogsProps) {
  const { t } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  const asked = useRef(0)

  useEffect(() => {
    // the ref, not the effect's run count, decides: a re-run (Strict Mode) must not ask twice
    if (confirmRequest === asked.current) return
    asked.current = confirmRequest
    void confirm({
      title: t`Confermi l'operazione?`,
      subtitle: t`Questa è una prova`,
      text: t`Scegli OK o Annulla: la risposta compare sotto i pulsanti.`,
      onConfirm: () => new Promise((resolve) => setTimeout(resolve, 800)),
    }).then(onConfirmAnswer)
  }, [confirmRequest, confirm, onConfirmAnswer, t])

  return (
    <>
      <Dialog open={dialogOpen} onClose={onDialogClose} title={t`Dialogo di prova`} closeOnRouteChange>
        <Trans>Premi Esc, fai clic fuori o usa il pulsante di chiusura.</Trans>
      </Dialog>

      <ConfirmDialog
        open={persistentOpen}
        onAnswer={onPersistentAnswer}
        persistent
        title={t`Dialogo persistente`}
        text={t`Esc e il clic fuori non lo chiudono: rispondi o usa il pulsante di chiusura.`}
      />
      {confirmDialog}
    </>
  )
}
