import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { CSSProperties, ReactNode } from 'react';
import { accessibleShade, lightShade } from '../../common/colors.ts';

/**
 * The HTML of every mail, with React Email: tables for layout (Outlook's Word engine
 * knows no flexbox or grid), inline styles (Gmail drops most of <head>), images with width, height
 * and alt, colours that stay readable when a client darkens the mail. The texts arrive finished in
 * a `MailContent` (server/platform/mail-templates.ts builds it, and the plain-text part from the
 * same content); React escapes every one of them.
 */

export interface MailLinkPart {
  label: string;
  href: string;
}

export interface MailPerson {
  name: string;
  /** e.g. '34 jaar · Utrecht'; '' when neither is known. */
  details: string;
  photoUrl: string | null;
  photoAlt: string;
  /** One or two letters for the circle shown without a photo. */
  initials: string;
  link: string | null;
}

export type MailBlock =
  | { kind: 'text'; text: string; link?: MailLinkPart }
  | { kind: 'note'; text: string }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'person'; person: MailPerson }
  | { kind: 'members'; members: MailPerson[]; viewLabel: string }
  | { kind: 'facts'; rows: { label: string; value: string }[]; total: { label: string; value: string; note: string } }
  | { kind: 'steps'; items: string[] }
  | { kind: 'button'; label: string; href: string; fallback: string | null };

export interface MailContent {
  lang: string;
  subject: string;
  preheader: string;
  greeting: string;
  blocks: MailBlock[];
  signoff: string;
  team: string;
  footer: {
    /** Why the member gets this mail. */
    reason: string;
    /** Notification mails only: the one-click way out and the preferences page. */
    unsubscribe: MailLinkPart | null;
    preferences: MailLinkPart | null;
    /** 'Vragen? Mail ons op {supportEmail}.' with the address in it (made a mailto link). */
    help: string;
    supportEmail: string;
    companyLine: string;
  };
}

export interface MailLook {
  siteName: string;
  /** The site's origin, already checked to be http(s). */
  siteUrl: string;
  /** The site's brand colour (#rrggbb); the layout works out its readable shades. */
  brand: string;
}

/** The look with the brand colour's shades worked out, as the blocks use it. */
interface Look extends MailLook {
  /** The brand colour as it carries white text and stands as text on the light surfaces (AA shade). */
  color: string;
  /** The brand colour as text on every dark surface of dark mode (AA on the lightest, `.k-soft`). */
  colorOnDark: string;
}

const FONT = 'Arial, Helvetica, sans-serif';
const INK = '#212529';
const MUTED = '#6c757d';
const PAGE = '#f4f4f6';
const CARD = '#ffffff';
const SOFT = '#f8f9fa';
const LINE = '#e9ecef';

/** Dark mode's colours (darkCss); links in the brand colour stand on each of the surfaces. */
const DARK_PAGE = '#111315';
const DARK_CARD = '#1c1e21';
const DARK_SOFT = '#25282c';
const DARK_LINE = '#34383d';
const DARK_INK = '#e9ecef';
const DARK_MUTED = '#adb5bd';
const DARK_SURFACES = [DARK_PAGE, DARK_CARD, DARK_SOFT] as const;

function lookOf(look: MailLook): Look {
  return { ...look, color: accessibleShade(look.brand), colorOnDark: lightShade(look.brand, DARK_SURFACES) };
}

/**
 * Dark mode: Apple Mail and iOS honour prefers-color-scheme, Outlook.com marks darkened mails with
 * data-ogsc/data-ogsb; Gmail's apps invert on their own, which the plain light colours survive.
 */
function darkCss(look: Look): string {
  const rules = [
    `.k-page{background-color:${DARK_PAGE}!important}`,
    `.k-card{background-color:${DARK_CARD}!important}`,
    `.k-soft{background-color:${DARK_SOFT}!important;border-color:${DARK_LINE}!important}`,
    `.k-ink{color:${DARK_INK}!important}`,
    `.k-muted{color:${DARK_MUTED}!important}`,
    `.k-link{color:${look.colorOnDark}!important}`,
  ];
  return [
    ':root{color-scheme:light dark;supported-color-schemes:light dark}',
    `@media (prefers-color-scheme:dark){${rules.join('')}}`,
    // Outlook.com: data-ogsb marks darkened backgrounds, data-ogsc darkened text.
    rules.map((r) => (/^\.k-(page|card|soft)/.test(r) ? `[data-ogsb] ${r}` : `[data-ogsc] ${r}`)).join(''),
    // Phones: a little less padding around the text.
    '@media only screen and (max-width:480px){.k-pad{padding-left:20px!important;padding-right:20px!important}}',
  ].join('\n');
}

/** The bgcolor attribute (Outlook paints cells by it), which React's types do not list. */
const bg = (color: string) => ({ bgcolor: color }) as Record<string, string>;

const text = (extra: CSSProperties = {}): CSSProperties => ({
  margin: '0 0 16px',
  fontFamily: FONT,
  fontSize: 16,
  lineHeight: '24px',
  color: INK,
  ...extra,
});
const small = (extra: CSSProperties = {}): CSSProperties => ({
  margin: '0 0 8px',
  fontFamily: FONT,
  fontSize: 12,
  lineHeight: '18px',
  color: MUTED,
  ...extra,
});

function Avatar({ person, size, look }: { person: MailPerson; size: number; look: Look }) {
  if (person.photoUrl) {
    return (
      <Img
        src={person.photoUrl}
        width={size}
        height={size}
        alt={person.photoAlt}
        style={{ display: 'block', width: size, height: size, borderRadius: size / 2, objectFit: 'cover', border: 0 }}
      />
    );
  }
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      width={size}
      style={{ width: size, height: size, borderCollapse: 'separate' }}
    >
      <tbody>
        <tr>
          <td
            width={size}
            height={size}
            align="center"
            valign="middle"
            {...bg(look.color)}
            aria-label={person.photoAlt}
            style={{
              width: size,
              height: size,
              borderRadius: size / 2,
              backgroundColor: look.color,
              color: '#ffffff',
              fontFamily: FONT,
              fontSize: Math.round(size * 0.38),
              lineHeight: `${size}px`,
              fontWeight: 'bold',
              textAlign: 'center',
            }}
          >
            {person.initials}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function PersonBlock({ person, look }: { person: MailPerson; look: Look }) {
  return (
    <Section
      className="k-soft"
      style={{ margin: '0 0 24px', backgroundColor: SOFT, border: `1px solid ${LINE}`, borderRadius: 8 }}
    >
      <Row>
        <Column width={80} style={{ width: 80, padding: '16px 0 16px 16px', verticalAlign: 'middle' }}>
          <Avatar person={person} size={64} look={look} />
        </Column>
        <Column style={{ padding: '16px 16px 16px 14px', verticalAlign: 'middle' }}>
          <Text className="k-ink" style={text({ margin: 0, fontSize: 18, fontWeight: 'bold' })}>
            {person.name}
          </Text>
          {person.details ? (
            <Text className="k-muted" style={text({ margin: 0, fontSize: 14, lineHeight: '20px', color: MUTED })}>
              {person.details}
            </Text>
          ) : null}
        </Column>
      </Row>
    </Section>
  );
}

function MemberCard({ person, viewLabel, look }: { person: MailPerson; viewLabel: string; look: Look }) {
  const linked = (node: ReactNode) =>
    person.link ? (
      <Link href={person.link} style={{ textDecoration: 'none', color: INK }}>
        {node}
      </Link>
    ) : (
      node
    );
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ borderCollapse: 'separate' }}
    >
      <tbody>
        <tr>
          <td
            className="k-soft"
            align="center"
            {...bg(SOFT)}
            style={{
              backgroundColor: SOFT,
              border: `1px solid ${LINE}`,
              borderRadius: 8,
              padding: '16px 8px 14px',
              textAlign: 'center',
            }}
          >
            <table
              role="presentation"
              cellPadding={0}
              cellSpacing={0}
              border={0}
              align="center"
              style={{ margin: '0 auto 10px' }}
            >
              <tbody>
                <tr>
                  <td align="center">{linked(<Avatar person={person} size={88} look={look} />)}</td>
                </tr>
              </tbody>
            </table>
            <Text
              className="k-ink"
              style={text({ margin: 0, fontSize: 16, lineHeight: '22px', fontWeight: 'bold', textAlign: 'center' })}
            >
              {linked(
                <span className="k-ink" style={{ color: INK }}>
                  {person.name}
                </span>,
              )}
            </Text>
            <Text
              className="k-muted"
              style={text({ margin: '0 0 8px', fontSize: 13, lineHeight: '18px', color: MUTED, textAlign: 'center' })}
            >
              {person.details || '\u00a0'}
            </Text>
            {person.link ? (
              <Link
                className="k-link"
                href={person.link}
                style={{
                  fontFamily: FONT,
                  fontSize: 14,
                  lineHeight: '20px',
                  fontWeight: 'bold',
                  color: look.color,
                  textDecoration: 'underline',
                }}
              >
                {viewLabel}
              </Link>
            ) : null}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Two cards a row, everywhere: a phone's 390 pixels hold two, and Outlook needs no media query. */
function MembersBlock({ members, viewLabel, look }: { members: MailPerson[]; viewLabel: string; look: Look }) {
  const rows: MailPerson[][] = [];
  for (let i = 0; i < members.length; i += 2) rows.push(members.slice(i, i + 2));
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {rows.map((row, r) => (
        <Row key={r}>
          {[0, 1].map((c) => (
            <Column
              key={c}
              width="50%"
              style={{ width: '50%', padding: c === 0 ? '0 6px 12px 0' : '0 0 12px 6px', verticalAlign: 'top' }}
            >
              {row[c] ? <MemberCard person={row[c]} viewLabel={viewLabel} look={look} /> : null}
            </Column>
          ))}
        </Row>
      ))}
    </Section>
  );
}

function FactsBlock({ block }: { block: Extract<MailBlock, { kind: 'facts' }> }) {
  const cell: CSSProperties = {
    fontFamily: FONT,
    fontSize: 15,
    lineHeight: '22px',
    padding: '6px 0',
    verticalAlign: 'top',
  };
  return (
    <Section
      className="k-soft"
      style={{ margin: '0 0 24px', backgroundColor: SOFT, border: `1px solid ${LINE}`, borderRadius: 8 }}
    >
      <Row>
        <Column style={{ padding: '12px 16px' }}>
          <table
            role="presentation"
            width="100%"
            cellPadding={0}
            cellSpacing={0}
            border={0}
            data-text-format="dataTable"
          >
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.label}>
                  <td className="k-muted" style={{ ...cell, color: MUTED, paddingRight: 12 }}>
                    {row.label}
                  </td>
                  <td className="k-ink" align="right" style={{ ...cell, color: INK, textAlign: 'right' }}>
                    {row.value}
                  </td>
                </tr>
              ))}
              <tr>
                <td
                  className="k-ink"
                  style={{
                    ...cell,
                    color: INK,
                    fontWeight: 'bold',
                    fontSize: 17,
                    borderTop: `1px solid ${LINE}`,
                    paddingTop: 10,
                  }}
                >
                  {block.total.label}
                </td>
                <td
                  className="k-ink"
                  align="right"
                  style={{
                    ...cell,
                    color: INK,
                    fontWeight: 'bold',
                    fontSize: 17,
                    textAlign: 'right',
                    borderTop: `1px solid ${LINE}`,
                    paddingTop: 10,
                  }}
                >
                  {block.total.value}
                </td>
              </tr>
              <tr>
                <td
                  colSpan={2}
                  className="k-muted"
                  align="right"
                  style={{
                    ...cell,
                    color: MUTED,
                    fontSize: 13,
                    lineHeight: '18px',
                    textAlign: 'right',
                    padding: '0 0 4px',
                  }}
                >
                  {block.total.note}
                </td>
              </tr>
            </tbody>
          </table>
        </Column>
      </Row>
    </Section>
  );
}

function StepsBlock({ items, look }: { items: string[]; look: Look }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {items.map((item, i) => (
        <Row key={i}>
          <Column width={44} style={{ width: 44, padding: '0 0 12px', verticalAlign: 'top' }}>
            <table role="presentation" cellPadding={0} cellSpacing={0} border={0} width={30} style={{ width: 30 }}>
              <tbody>
                <tr>
                  <td
                    width={30}
                    height={30}
                    align="center"
                    {...bg(look.color)}
                    style={{
                      width: 30,
                      height: 30,
                      borderRadius: 15,
                      backgroundColor: look.color,
                      color: '#ffffff',
                      fontFamily: FONT,
                      fontSize: 15,
                      lineHeight: '30px',
                      fontWeight: 'bold',
                      textAlign: 'center',
                    }}
                  >
                    {i + 1}
                  </td>
                </tr>
              </tbody>
            </table>
          </Column>
          <Column style={{ padding: '4px 0 12px', verticalAlign: 'top' }}>
            <Text className="k-ink" style={text({ margin: 0 })}>
              {item}
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

function ButtonBlock({ block, look }: { block: Extract<MailBlock, { kind: 'button' }>; look: Look }) {
  return (
    <>
      <Section style={{ margin: '8px 0 24px' }}>
        <Row>
          <Column align="center">
            <Button
              href={block.href}
              style={{
                backgroundColor: look.color,
                borderRadius: 6,
                color: '#ffffff',
                fontFamily: FONT,
                fontSize: 17,
                lineHeight: '24px',
                fontWeight: 'bold',
                textDecoration: 'none',
                textAlign: 'center',
                padding: '14px 28px',
              }}
            >
              {block.label}
            </Button>
          </Column>
        </Row>
      </Section>
      {block.fallback ? (
        <>
          <Text className="k-muted" style={text({ margin: '0 0 4px', fontSize: 14, lineHeight: '20px', color: MUTED })}>
            {block.fallback}
          </Text>
          <Text style={text({ margin: '0 0 24px', fontSize: 14, lineHeight: '20px', wordBreak: 'break-all' })}>
            <Link className="k-link" href={block.href} style={{ color: look.color, textDecoration: 'underline' }}>
              {block.href}
            </Link>
          </Text>
        </>
      ) : null}
    </>
  );
}

function Block({ block, look }: { block: MailBlock; look: Look }): ReactNode {
  switch (block.kind) {
    case 'text':
      return (
        <Text className="k-ink" style={text()}>
          {block.text}
          {block.link ? (
            <>
              {' '}
              <Link
                className="k-link"
                href={block.link.href}
                style={{ color: look.color, textDecoration: 'underline' }}
              >
                {block.link.label}
              </Link>
            </>
          ) : null}
        </Text>
      );
    case 'note':
      return (
        <Text className="k-muted" style={text({ fontSize: 14, lineHeight: '20px', color: MUTED })}>
          {block.text}
        </Text>
      );
    case 'code':
      return (
        <Section
          className="k-soft"
          style={{ margin: '0 0 24px', backgroundColor: SOFT, border: `2px dashed ${look.color}`, borderRadius: 8 }}
        >
          <Row>
            <Column align="center" style={{ padding: '14px 16px', textAlign: 'center' }}>
              <Text className="k-muted" style={small({ margin: '0 0 4px', fontSize: 13, textAlign: 'center' })}>
                {block.label}
              </Text>
              <Text
                className="k-ink"
                style={text({
                  margin: 0,
                  fontFamily: "'Courier New', Courier, monospace",
                  fontSize: 32,
                  lineHeight: '40px',
                  fontWeight: 'bold',
                  letterSpacing: '6px',
                  textAlign: 'center',
                })}
              >
                {block.code}
              </Text>
            </Column>
          </Row>
        </Section>
      );
    case 'person':
      return <PersonBlock person={block.person} look={look} />;
    case 'members':
      return <MembersBlock members={block.members} viewLabel={block.viewLabel} look={look} />;
    case 'facts':
      return <FactsBlock block={block} />;
    case 'steps':
      return <StepsBlock items={block.items} look={look} />;
    case 'button':
      return <ButtonBlock block={block} look={look} />;
  }
}

/** The help line with the support address as a mailto link. */
function Help({ help, email }: { help: string; email: string }) {
  const at = help.indexOf(email);
  if (at < 0) return <>{help}</>;
  return (
    <>
      {help.slice(0, at)}
      <Link className="k-muted" href={`mailto:${email}`} style={{ color: MUTED, textDecoration: 'underline' }}>
        {email}
      </Link>
      {help.slice(at + email.length)}
    </>
  );
}

function Footer({ content }: { content: MailContent }) {
  const f = content.footer;
  const footLink: CSSProperties = { color: MUTED, textDecoration: 'underline' };
  return (
    <Section className="k-soft" style={{ backgroundColor: SOFT, borderTop: `1px solid ${LINE}` }}>
      <Row>
        <Column className="k-pad" style={{ padding: '20px 32px' }}>
          <Text className="k-muted" style={small()}>
            {f.reason}
          </Text>
          {f.unsubscribe || f.preferences ? (
            <Text className="k-muted" style={small({ fontSize: 13 })}>
              {f.unsubscribe ? (
                <Link className="k-muted" href={f.unsubscribe.href} style={footLink}>
                  {f.unsubscribe.label}
                </Link>
              ) : null}
              {f.unsubscribe && f.preferences ? '\u00a0\u00a0·\u00a0\u00a0' : null}
              {f.preferences ? (
                <Link className="k-muted" href={f.preferences.href} style={footLink}>
                  {f.preferences.label}
                </Link>
              ) : null}
            </Text>
          ) : null}
          <Text className="k-muted" style={small()}>
            <Help help={f.help} email={f.supportEmail} />
          </Text>
          <Text className="k-muted" style={small({ margin: 0 })}>
            {f.companyLine}
          </Text>
        </Column>
      </Row>
    </Section>
  );
}

function Mail({ content, look }: { content: MailContent; look: Look }) {
  return (
    <Html lang={content.lang} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{content.subject}</title>
        <style>{darkCss(look)}</style>
      </Head>
      <Preview>{content.preheader}</Preview>
      <Body className="k-page" style={{ margin: 0, padding: 0, backgroundColor: PAGE, fontFamily: FONT }}>
        <Container style={{ width: '100%', maxWidth: 600, padding: '24px 12px' }}>
          <Section className="k-card" style={{ backgroundColor: CARD, borderRadius: 8, overflow: 'hidden' }}>
            <Row>
              <Column
                className="k-pad"
                {...bg(look.color)}
                style={{ backgroundColor: look.color, padding: '20px 32px' }}
              >
                <Link
                  href={look.siteUrl}
                  style={{
                    fontFamily: FONT,
                    fontSize: 24,
                    lineHeight: '32px',
                    fontWeight: 'bold',
                    color: '#ffffff',
                    textDecoration: 'none',
                  }}
                >
                  {look.siteName}
                </Link>
              </Column>
            </Row>
            <Row>
              <Column className="k-pad" style={{ padding: '32px 32px 16px' }}>
                <Text className="k-ink" style={text({ fontSize: 20, lineHeight: '28px', fontWeight: 'bold' })}>
                  {content.greeting}
                </Text>
                {content.blocks.map((block, i) => (
                  <Block key={i} block={block} look={look} />
                ))}
                <Text className="k-ink" style={text({ margin: 0 })}>
                  {content.signoff}
                </Text>
                <Text className="k-ink" style={text()}>
                  {content.team}
                </Text>
              </Column>
            </Row>
            <Row>
              <Column>
                <Footer content={content} />
              </Column>
            </Row>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function renderMailHtml(content: MailContent, look: MailLook): Promise<string> {
  return render(<Mail content={content} look={lookOf(look)} />);
}
