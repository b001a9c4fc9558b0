import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { REPORT_CATEGORIES, REPORT_TEXT_MAX, REPORT_TEXT_MIN } from '../../../common/api/limits.ts';
import { messageLength } from '../../../common/rules/message.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useFocusAfterRender, useFormState } from '../../ui/form.ts';
import { Icon } from '../Icon.tsx';
import { blockMember, reportMember } from '../members/actions.ts';
import './reports.scss';

const FIELDS = ['category', 'text'] as const;
type Field = (typeof FIELDS)[number];

export interface ReportDialogProps {
  show: boolean;
  member: { id: number; name: string };
  /** Reported from the chat: the conversation, whose last messages the report keeps. */
  conversationId?: number | null;
  /** Whether to offer 'Ook blokkeren' after sending (not when the member is blocked already). */
  canBlock: boolean;
  onHide: () => void;
  onExited?: () => void;
  /** The member was blocked from the dialog (the page data was loaded again where the route does). */
  onBlocked?: () => void;
}

/**
 * "Melden": why (a category, as radio buttons) and what happened (a text, needed for
 * 'Iets anders'), then a thank-you with the offer to block the member at once. A chunk of its own,
 * loaded at the first tap on Melden: the profile and the chat are at their JavaScript budget.
 * The parent mounts it anew for each opening (a `key`), so it always starts at the form.
 */
export default function ReportDialog({
  show,
  member,
  conversationId = null,
  canBlock,
  onHide,
  onExited,
  onBlocked,
}: ReportDialogProps) {
  const t = useT();
  const settings = useSettings();
  const { name } = member;
  const form = useFormState<Field>('report', FIELDS);
  const focusAfterRender = useFocusAfterRender();
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const [step, setStep] = useState<'form' | 'sent' | 'blocked'>('form');
  /** Set when the member had been reported already: that text instead of the thank-you. */
  const [already, setAlready] = useState<string | null>(null);
  const [blockError, setBlockError] = useState<string | null>(null);
  const length = messageLength(text.trim());

  const showStep = (next: 'sent' | 'blocked') => {
    setStep(next);
    focusAfterRender(`report-${next}-title`);
  };
  const report = useAction(reportMember, {
    // Nothing on the page changes with a report.
    reload: false,
    done: () => showStep('sent'),
    failed: (failure) => {
      if (failure.code === 'already_reported') {
        setAlready(failure.message);
        showStep('sent');
      } else {
        form.fail(failure.fields, failure.message);
      }
    },
  });
  const block = useAction(blockMember, {
    done: () => {
      showStep('blocked');
      onBlocked?.();
    },
    failed: (failure) => setBlockError(failure.message),
  });
  const busy = report.busy || block.busy;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (report.busy) return;
    // The server's own rules and texts (reports/service.ts), checked here first to spare a round trip.
    if (!category) return form.fail({ category: t('report.categoryRequired') }, null);
    if (length > REPORT_TEXT_MAX) return form.fail({ text: t('report.textTooLong', { max: REPORT_TEXT_MAX }) }, null);
    if (category === 'other' && length < REPORT_TEXT_MIN)
      return form.fail({ text: t('report.textRequired', { min: REPORT_TEXT_MIN }) }, null);
    form.clear();
    report.submit({ id: member.id, category, text, ...(conversationId ? { conversation_id: conversationId } : {}) });
  };

  const categoryError = form.errors.category;
  const textError = form.errors.text;
  return (
    <Modal
      show={show}
      onHide={() => !busy && onHide()}
      onExited={onExited}
      centered
      aria-labelledby="report-title"
      className="klik-report-dialog"
    >
      <Modal.Header closeButton={!busy} closeLabel={t('report.ui.close')}>
        <Modal.Title as="h2" id="report-title" className="h5 mb-0">
          {t('report.ui.title', { name })}
        </Modal.Title>
      </Modal.Header>

      {step === 'form' && (
        <form noValidate onSubmit={onSubmit}>
          <Modal.Body>
            <p className="small text-body-secondary">{t('report.ui.intro', { name })}</p>
            {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
            <fieldset className="mb-3" aria-describedby={categoryError ? 'report-category-error' : undefined}>
              <legend className="form-label fw-semibold fs-6 mb-2">{t('report.ui.categoryLegend')}</legend>
              <div className="klik-report-categories">
                {REPORT_CATEGORIES.map((c, i) => {
                  const id = i === 0 ? form.fieldId('category') : `report-category-${c}`;
                  return (
                    <div className="form-check" key={c}>
                      <input
                        className={`form-check-input${categoryError ? ' is-invalid' : ''}`}
                        type="radio"
                        name="report-category"
                        id={id}
                        value={c}
                        checked={category === c}
                        onChange={() => {
                          setCategory(c);
                          form.edited('category');
                        }}
                      />
                      <label className="form-check-label" htmlFor={id}>
                        {t(`report.category.${c}`)}
                      </label>
                    </div>
                  );
                })}
              </div>
              {categoryError && (
                <div id="report-category-error" className="invalid-feedback d-block">
                  {categoryError}
                </div>
              )}
            </fieldset>
            <label htmlFor={form.fieldId('text')} className="form-label fw-semibold">
              {t('report.ui.textLabel')}
            </label>
            <textarea
              id={form.fieldId('text')}
              className={`form-control${textError || length > REPORT_TEXT_MAX ? ' is-invalid' : ''}`}
              rows={4}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                form.edited('text');
              }}
              aria-invalid={textError ? true : undefined}
              aria-describedby={`report-text-hint report-text-counter${textError ? ' report-text-error' : ''}`}
            />
            {textError && (
              <div id="report-text-error" className="invalid-feedback d-block">
                {textError}
              </div>
            )}
            <div className="d-flex justify-content-between gap-3 mt-1 small">
              <span id="report-text-hint" className="form-text mt-0">
                {t('report.ui.textHint')}
              </span>
              <span
                id="report-text-counter"
                className={`text-nowrap${length > REPORT_TEXT_MAX ? ' text-danger fw-semibold' : ' text-body-secondary'}`}
              >
                {t('report.ui.counter', { count: length, max: REPORT_TEXT_MAX })}
              </span>
            </div>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={busy}>
              {t('report.ui.cancel')}
            </button>
            <SubmitButton busy={report.busy} className="btn btn-danger">
              {report.busy ? t('report.ui.busy') : t('report.ui.submit')}
            </SubmitButton>
          </Modal.Footer>
        </form>
      )}

      {step === 'sent' && (
        <>
          <Modal.Body>
            <div className="text-center mb-3">
              <span className="klik-report-done-icon" aria-hidden="true">
                <Icon name="check-circle-fill" size={36} />
              </span>
              {already ? (
                <span id="report-sent-title" className="visually-hidden" tabIndex={-1}>
                  {t('report.ui.title', { name })}
                </span>
              ) : (
                <h3 id="report-sent-title" className="h5 mt-2" tabIndex={-1}>
                  {t('report.ui.thanksTitle')}
                </h3>
              )}
              <p className="mb-0" role="status">
                {already ?? t('report.ui.thanksText', { siteName: settings.name })}
              </p>
            </div>
            {canBlock && (
              <div className="klik-report-block border rounded-3 p-3">
                <p className="mb-2">{t('report.ui.blockOffer', { name })}</p>
                {blockError && <FormAlert>{blockError}</FormAlert>}
                <button
                  type="button"
                  className="btn btn-danger"
                  onClick={() => block.submit({ id: member.id })}
                  disabled={busy}
                  aria-busy={block.busy || undefined}
                >
                  {block.busy ? <Spinner className="me-1" /> : <Icon name="slash-circle" className="me-1" />}
                  {block.busy ? t('report.ui.blockBusy') : t('report.ui.blockAlso')}
                </button>
              </div>
            )}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={busy}>
              {t('report.ui.close')}
            </button>
          </Modal.Footer>
        </>
      )}

      {step === 'blocked' && (
        <>
          <Modal.Body>
            <h3 id="report-blocked-title" className="visually-hidden" tabIndex={-1}>
              {t('report.ui.thanksTitle')}
            </h3>
            <FormAlert variant="success" className="mb-0">
              {t('report.ui.blocked', { name })}
            </FormAlert>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={onHide}>
              {t('report.ui.close')}
            </button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
