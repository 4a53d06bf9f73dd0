// The private notes of an application, seen only by the church and the board's admins: each with
// when it was written and 'Delete', and a form to add one. Notes added or deleted on this device
// and not sent yet are marked, and can be taken back.
import { revalidateLogic } from '@tanstack/react-form';
import { Trash2, Undo2 } from 'lucide-react';
import { APPLICATION_NOTE_MAX_LENGTH } from '../../../../shared/constants';
import {
  applicationNoteInputSchema,
  type ApplicationNoteInput,
} from '../../../../shared/schemas/application-review';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useOnline } from '../../../lib/online-status';
import type { ShownNote } from '../../../offline/church-queue';
import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useAppForm } from '../../../ui/form/form-kit';
import { showServerFieldErrors } from '../../../ui/form/server-field-errors';
import { boxedItem, boxedList } from '../boxed-list';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { addNote, deleteNote, takeBack, type ReviewTarget } from './review-actions';
import { momentText } from '../../../../shared/dates';
import { letterText, mutedText, wrapRow } from './review-styles';

const deleted = css({ textDecoration: 'line-through', color: 'fg.muted' });
const formGrid = css({ display: 'grid', gap: '3', mt: '4', justifyItems: 'start' });

function NoteItem({ target, shown }: { target: ReviewTarget; shown: ShownNote }) {
  const online = useOnline();
  const { note, pending, entryId } = shown;
  return (
    <li className={boxedItem}>
      <div className={wrapRow}>
        <time dateTime={note.createdAt} className={mutedText}>
          {momentText(note.createdAt)}
        </time>
        {pending ? <PendingSyncBadge /> : null}
        {pending === 'delete' ? <span className={mutedText}>Deleted on this device</span> : null}
      </div>
      <p className={pending === 'delete' ? `${letterText} ${deleted}` : letterText}>{note.text}</p>
      <div className={wrapRow}>
        {pending && entryId ? (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => void takeBack(entryId, pending === 'add' ? 'The note' : 'The deletion')}
          >
            <Undo2 size={16} aria-hidden />
            {pending === 'add' ? 'Discard note' : 'Keep note'}
          </button>
        ) : (
          <ConfirmDialog
            trigger={
              <>
                <Trash2 size={16} aria-hidden />
                Delete note
              </>
            }
            title="Delete this note?"
            description="The note is removed for everyone at your church. This cannot be undone."
            confirmLabel="Delete note"
            onConfirm={() => void deleteNote(target, note.id, online)}
          />
        )}
      </div>
    </li>
  );
}

function AddNoteForm({ target }: { target: ReviewTarget }) {
  const online = useOnline();
  const defaultValues: ApplicationNoteInput = { text: '' };
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: applicationNoteInputSchema },
    onSubmit: async ({ value, formApi }) => {
      const result = await addNote(target, value.text?.trim() ?? '', online);
      if (result.type === 'kept') {
        formApi.reset();
        return;
      }
      // The server's reason under the field (a note too long for it, say).
      if (result.outcome?.type === 'rejected') {
        showServerFieldErrors(formApi, ApiError.fromProblem(result.outcome.problem));
      }
    },
  });
  return (
    <form.AppForm>
      <form.Form className={formGrid}>
        <div className={css({ width: '100%' })}>
          <form.AppField name="text">
            {(field) => (
              <field.TextareaField
                label="Add a note"
                hint={`Only your church and the board's admins see notes (up to ${APPLICATION_NOTE_MAX_LENGTH} characters).`}
                rows={3}
              />
            )}
          </form.AppField>
        </div>
        <form.SubmitButton label="Add note" pendingLabel="Adding..." />
      </form.Form>
    </form.AppForm>
  );
}

/** The notes and the form; `notes` undefined when this device has not got them yet. */
export function ApplicationNotes({
  target,
  notes,
}: {
  target: ReviewTarget;
  notes: ShownNote[] | undefined;
}) {
  return (
    <>
      {notes === undefined ? (
        <p className={mutedText}>
          The notes are shown once this application has been opened with a connection.
        </p>
      ) : notes.length === 0 ? (
        <p className={mutedText}>No notes yet.</p>
      ) : (
        <ul className={boxedList} aria-label="Notes">
          {notes.map((shown) => (
            <NoteItem key={shown.note.id} target={target} shown={shown} />
          ))}
        </ul>
      )}
      <AddNoteForm target={target} />
    </>
  );
}
