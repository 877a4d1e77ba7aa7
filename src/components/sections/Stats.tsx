/** Headline figures as a description list. */
export function Stats({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-lg border border-line bg-page p-5 text-center">
          <dt className="mt-1 font-medium text-muted">{stat.label}</dt>
          <dd className="text-4xl font-extrabold text-brand">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
