import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from '@tessera/forms/zod';
import { CheckboxGroupField, SelectField, TextAreaField, TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { DisclosureMenu } from '@tessera/ui/disclosure-menu';
import { saveBlob } from '@tessera/ui/download';
import { FormAlert, FormField } from '@tessera/ui/form-field';
import { HintTooltip } from '@tessera/ui/hint-tooltip';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toasts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import './gallery.css';

/** The sample list the pagers page through: 42 rows, 5 a page (9 pages). */
const SAMPLE_SIZE = 42;
const PAGE_SIZE = 5;
const TOTAL_PAGES = Math.ceil(SAMPLE_SIZE / PAGE_SIZE);
const rowsOf = (page: number) =>
  Array.from({ length: Math.min(PAGE_SIZE, SAMPLE_SIZE - (page - 1) * PAGE_SIZE) }, (_, i) => (page - 1) * PAGE_SIZE + i + 1);
const clampPage = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, TOTAL_PAGES) : 1;
};

/**
 * /demo_paginator (DECISIONS 25): the public gallery of the shared interface components, the pager first,
 * each shown in its states. Every example is the component the apps use (no copy), so the accessibility
 * tests that open this page check them all, in every language.
 */
export default function GalleryPage() {
  const { t } = useTranslation('site');
  const title = t('gallery.title');
  return (
    <section className="ui-stack gallery" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t('gallery.intro')}</p>
      <PagerExamples />
      <ButtonExamples />
      <FieldExamples />
      <FormExample />
      <ToastExamples />
      <DialogAndMenuExamples />
      <DownloadExample />
      <StateExamples />
    </section>
  );
}

function Example({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ui-card ui-stack gallery__example" aria-labelledby={`gallery-${id}`}>
      <h2 id={`gallery-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

function SampleRows({ page, label }: { page: number; label: string }) {
  const { t } = useTranslation('site');
  return (
    <ul className="gallery__rows" aria-label={label}>
      {rowsOf(page).map((n) => (
        <li key={n}>{t('gallery.pager.row', { n })}</li>
      ))}
    </ul>
  );
}

function PagerExamples() {
  const { t } = useTranslation('site');
  const [page, setPage] = useState(1);
  const [params] = useSearchParams();
  const linked = clampPage(params.get('page'));
  return (
    <Example id="pager" title={t('gallery.pager.title')}>
      <p>{t('gallery.pager.intro')}</p>
      <h3>{t('gallery.pager.buttons')}</h3>
      <p>{t('gallery.pager.buttonsHint')}</p>
      <SampleRows page={page} label={t('gallery.pager.buttonsList')} />
      <Pager page={page} totalPages={TOTAL_PAGES} label={t('gallery.pager.buttonsLabel')} onPage={setPage} />
      <h3>{t('gallery.pager.links')}</h3>
      <p>{t('gallery.pager.linksHint')}</p>
      <SampleRows page={linked} label={t('gallery.pager.linksList')} />
      <Pager
        page={linked}
        totalPages={TOTAL_PAGES}
        label={t('gallery.pager.linksLabel')}
        hrefFor={(p) => (p === 1 ? '/demo_paginator' : `/demo_paginator?page=${p}`)}
      />
      <h3>{t('gallery.pager.single')}</h3>
      <p>{t('gallery.pager.singleHint')}</p>
      <Pager page={1} totalPages={1} label={t('gallery.pager.singleLabel')} onPage={() => undefined} />
    </Example>
  );
}

function ButtonExamples() {
  const { t } = useTranslation('site');
  const [pressed, setPressed] = useState('');
  const press = (name: string) => () => setPressed(t('gallery.buttons.pressed', { name }));
  return (
    <Example id="buttons" title={t('gallery.buttons.title')}>
      <div className="gallery__row">
        <button type="button" className="ui-button" onClick={press(t('gallery.buttons.primary'))}>
          {t('gallery.buttons.primary')}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={press(t('gallery.buttons.secondary'))}>
          {t('gallery.buttons.secondary')}
        </button>
        <button type="button" className="ui-button ui-button--link" onClick={press(t('gallery.buttons.link'))}>
          {t('gallery.buttons.link')}
        </button>
        <button type="button" className="ui-button" disabled>
          {t('gallery.buttons.disabled')}
        </button>
        <HintTooltip label={t('gallery.buttons.hint')} side="top">
          <button type="button" className="ui-button ui-button--secondary" onClick={press(t('gallery.buttons.withHint'))}>
            {t('gallery.buttons.withHint')}
          </button>
        </HintTooltip>
        <span className="ui-badge">{t('gallery.buttons.badge')}</span>
      </div>
      <p role="status">{pressed}</p>
    </Example>
  );
}

function FieldExamples() {
  const { t } = useTranslation('site');
  return (
    <Example id="fields" title={t('gallery.fields.title')}>
      <p>{t('gallery.fields.intro')}</p>
      <div className="ui-form">
        <FormField label={t('gallery.fields.plain')} name="gallery-plain" autoComplete="off" />
        <FormField label={t('gallery.fields.withHint')} hint={t('gallery.fields.hint')} name="gallery-hint" autoComplete="off" />
        <FormField
          label={t('gallery.fields.withError')}
          error={t('gallery.fields.error')}
          name="gallery-error"
          autoComplete="off"
          defaultValue="not-an-address"
        />
        <FormField label={t('gallery.fields.disabled')} name="gallery-disabled" disabled defaultValue={t('gallery.fields.disabledValue')} />
        <FormAlert message={t('gallery.fields.alert')} />
      </div>
    </Example>
  );
}

const TOPICS = ['question', 'idea', 'problem'] as const;
const KINDS = ['email', 'phone'] as const;

function FormExample() {
  const { t } = useTranslation('site');
  const [checked, setChecked] = useState('');
  const required = t('gallery.form.required');
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1).max(60),
        email: z.string().trim().min(1).pipe(z.email()),
        topic: z.enum(TOPICS),
        message: z.string().trim().min(1).max(200),
        reply: z.array(z.enum(KINDS)).min(1),
      }),
    [],
  );
  const messages = useMemo(
    () => ({ name: { required }, email: { required }, message: { required }, reply: { required: t('gallery.form.replyRequired') } }),
    [required, t],
  );
  const form = useContractForm({
    schema,
    messages,
    defaultValues: { name: '', email: '', topic: 'question' as const, message: '', reply: [] as (typeof KINDS)[number][] },
  });
  return (
    <Example id="form" title={t('gallery.form.title')}>
      <p>{t('gallery.form.intro')}</p>
      <Form
        id="gallery-form"
        form={form}
        className="ui-form"
        onSubmit={() => {
          setChecked(t('gallery.form.valid'));
        }}
        onInvalid={() => setChecked('')}
      >
        <TextField label={t('gallery.form.name')} name="name" autoComplete="off" required maxLength={60} />
        <TextField
          label={t('gallery.form.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          hint={t('gallery.form.emailHint')}
        />
        <SelectField
          label={t('gallery.form.topic')}
          name="topic"
          options={TOPICS.map((value) => ({ value, label: t(`gallery.form.topics.${value}`) }))}
        />
        <TextAreaField label={t('gallery.form.message')} name="message" rows={3} required maxLength={200} />
        <CheckboxGroupField
          name="reply"
          legend={t('gallery.form.reply')}
          options={KINDS.map((value) => ({ value, label: t(`gallery.form.replies.${value}`) }))}
        />
        <div>
          <button type="submit" className="ui-button">
            {t('gallery.form.check')}
          </button>
        </div>
        <p role="status">{checked}</p>
      </Form>
    </Example>
  );
}

function ToastExamples() {
  const { t } = useTranslation('site');
  return (
    <Example id="toasts" title={t('gallery.toasts.title')}>
      <p>{t('gallery.toasts.intro')}</p>
      <div className="gallery__row">
        <button type="button" className="ui-button ui-button--secondary" onClick={() => toast.info(t('gallery.toasts.infoText'))}>
          {t('gallery.toasts.info')}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => toast.success(t('gallery.toasts.successText'))}>
          {t('gallery.toasts.success')}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => toast.warn(t('gallery.toasts.warnText'))}>
          {t('gallery.toasts.warn')}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => toast.error(t('gallery.toasts.errorText'))}>
          {t('gallery.toasts.error')}
        </button>
      </div>
    </Example>
  );
}

function DialogAndMenuExamples() {
  const { t } = useTranslation('site');
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  return (
    <Example id="dialogs" title={t('gallery.dialogs.title')}>
      <p>{t('gallery.dialogs.intro')}</p>
      <div className="gallery__row">
        <button type="button" className="ui-button ui-button--secondary" onClick={() => setOpen(true)}>
          {t('gallery.dialogs.open')}
        </button>
        <DisclosureMenu label={t('gallery.dialogs.menu')}>
          {(close) =>
            (['first', 'second'] as const).map((choice) => (
              <li key={choice}>
                <button
                  type="button"
                  onClick={() => {
                    setSaid(t('gallery.dialogs.chosen', { choice: t(`gallery.dialogs.choices.${choice}`) }));
                    close();
                  }}
                >
                  {t(`gallery.dialogs.choices.${choice}`)}
                </button>
              </li>
            ))
          }
        </DisclosureMenu>
      </div>
      <p role="status">{said}</p>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('gallery.dialogs.dialogTitle')}
        closeLabel={t('gallery.dialogs.close')}
      >
        <div className="ui-stack">
          <p>{t('gallery.dialogs.dialogText')}</p>
          <div className="gallery__row">
            <button
              type="button"
              className="ui-button"
              onClick={() => {
                setSaid(t('gallery.dialogs.confirmed'));
                setOpen(false);
              }}
            >
              {t('gallery.dialogs.confirm')}
            </button>
          </div>
        </div>
      </ModalDialog>
    </Example>
  );
}

function DownloadExample() {
  const { t } = useTranslation('site');
  const [saved, setSaved] = useState('');
  const download = () => {
    const name = 'sample-list.csv';
    const lines = [t('gallery.download.header'), ...rowsOf(1).map((n) => `${n},"${t('gallery.pager.row', { n })}"`)];
    saveBlob(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), name);
    setSaved(t('gallery.download.done', { name }));
  };
  return (
    <Example id="download" title={t('gallery.download.title')}>
      <p>{t('gallery.download.intro')}</p>
      <div>
        <button type="button" className="ui-button ui-button--secondary" onClick={download}>
          {t('gallery.download.button')}
        </button>
      </div>
      <p role="status">{saved}</p>
    </Example>
  );
}

const STATES = ['loaded', 'loading', 'empty', 'error'] as const;
type PanelState = (typeof STATES)[number];

function StateExamples() {
  const { t } = useTranslation('site');
  const [state, setState] = useState<PanelState>('loaded');
  return (
    <Example id="states" title={t('gallery.states.title')}>
      <fieldset className="ui-fieldset">
        <legend className="ui-legend">{t('gallery.states.legend')}</legend>
        {STATES.map((s) => (
          <label key={s} className="ui-choice">
            <input type="radio" name="gallery-state" value={s} checked={state === s} onChange={() => setState(s)} />
            {t(`gallery.states.options.${s}`)}
          </label>
        ))}
      </fieldset>
      <div className="gallery__panel">
        {state === 'loading' ? <Spinner label={t('gallery.states.loading')} /> : null}
        {state === 'empty' ? <p className="ui-notice">{t('gallery.states.empty')}</p> : null}
        {state === 'error' ? (
          <p role="alert" className="ui-alert">
            {t('gallery.states.error')}
          </p>
        ) : null}
        {state === 'loaded' ? <SampleRows page={1} label={t('gallery.states.list')} /> : null}
      </div>
    </Example>
  );
}
