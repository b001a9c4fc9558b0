import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardDetail } from './CardDetail.tsx';
import { LabelledSelect } from './LabelledSelect.tsx';

describe('LabelledSelect', () => {
  it('renders the label naming its select and the choices, the current one selected, as the forms wrote it by hand', () => {
    const html = renderToStaticMarkup(
      <LabelledSelect
        className="col-6 col-md-4"
        id="campaign-paid"
        label="Betaald"
        value="yes"
        choices={[
          { value: '', label: 'Alle' },
          { value: 'yes', label: 'Ja' },
        ]}
        onChange={() => {}}
      />,
    );
    expect(html).toBe(
      '<div class="col-6 col-md-4"><label class="form-label small" for="campaign-paid">Betaald</label>' +
        '<select id="campaign-paid" class="form-select form-select-sm">' +
        '<option value="">Alle</option><option value="yes" selected="">Ja</option></select></div>',
    );
  });
});

describe('CardDetail', () => {
  it('is a term and its value in the card grid; wide takes the rest of the row', () => {
    expect(renderToStaticMarkup(<CardDetail label="Wanneer">nu</CardDetail>)).toBe(
      '<dt class="col-5 col-md-2 fw-normal text-body-secondary">Wanneer</dt><dd class="col-7 col-md-4 mb-1">nu</dd>',
    );
    expect(
      renderToStaticMarkup(
        <CardDetail label="Campagne" wide className="text-break">
          x
        </CardDetail>,
      ),
    ).toContain('<dd class="col-7 col-md-10 mb-1 text-break">x</dd>');
  });
});
