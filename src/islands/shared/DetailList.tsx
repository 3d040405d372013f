// Facts as label/value rows of a <dl>, leaving out the ones without a value (no company, no promo
// code ...): the personal page's registration and the sponsor success page's record. Shared so
// both pages skip and mark up an empty fact the same way.
export type Detail = readonly [label: string, value: string];

export default function DetailList({ details, className, rowClassName }: { details: readonly Detail[]; className: string; rowClassName?: string }) {
  return (
    <dl className={className}>
      {details
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className={rowClassName}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
