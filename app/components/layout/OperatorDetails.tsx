import { EMPTY_OPERATOR, operatorAddressLine, phoneUri } from "~/lib/operator";
import { useRootData } from "~/lib/root-data";

/**
 * The operator of the site for the legal pages (imprint, privacy, terms): the data an admin saved
 * in the site settings (/admin/site-settings, app/lib/operator.ts), read from the root loader.
 * Until it is set, a note says so instead of invented sample data (admins see a warning).
 */
export function useOperator() {
  return useRootData().operator ?? EMPTY_OPERATOR;
}

/** 'Name, Straße, PLZ Ort' for running text; 'der Betreiber dieser Website' while not set. */
export function OperatorAddressLine() {
  const line = operatorAddressLine(useOperator());
  return <>{line || "der Betreiber dieser Website"}</>;
}

/** Shown where operator data is missing. */
export function OperatorMissing() {
  return <p className="italic">Die Angaben zum Betreiber werden gerade ergänzt.</p>;
}

/** The postal address as an <address> block: `name` (default: the operator), street, city, optionally country and e-mail. */
export function OperatorAddress({ name, country = false, email = false }: { name?: string; country?: boolean; email?: boolean }) {
  const op = useOperator();
  if (!op.name || !op.street) return <OperatorMissing />;
  return (
    <address>
      {name ?? op.name}
      <br />
      {op.street}
      <br />
      {op.postalCodeAndCity}
      {country && op.country ? (
        <>
          <br />
          {op.country}
        </>
      ) : null}
      {email && op.email ? (
        <>
          <br />
          E-Mail: <ContactEmail />
        </>
      ) : null}
    </address>
  );
}

/** The contact e-mail address as a mailto link. */
export function ContactEmail() {
  const { email } = useOperator();
  if (!email) return <>der im Impressum genannten Adresse</>;
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** The phone number as a tel: link (nothing while not set). */
export function ContactPhone() {
  const { phone } = useOperator();
  return phone ? <a href={phoneUri(phone)}>{phone}</a> : null;
}
