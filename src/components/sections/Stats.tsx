/** Headline figures as a description list. */
export function Stats({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="border-line bg-page flex flex-col-reverse rounded-lg border p-5 text-center">
          <dt className="text-muted mt-1 font-medium">{stat.label}</dt>
          <dd className="text-brand text-4xl font-extrabold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
