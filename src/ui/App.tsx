/** The application shell: the five regions of the explorer, laid out for a 1280×720 projector. */
export function App() {
  return (
    <div className="app">
      <header className="app-header">
        <h1 className="brand">Keyscope</h1>
        <p className="tagline">See what your Azure Table Storage key design does to every query.</p>
      </header>
      <main className="layout">
        <section className="region region-dataset" aria-labelledby="dataset-heading">
          <h2 id="dataset-heading">Dataset</h2>
          <p className="empty">No dataset loaded yet.</p>
        </section>
        <section className="region region-filter" aria-labelledby="filter-heading">
          <h2 id="filter-heading">Filter</h2>
          <p className="empty">Load a dataset, then write an OData $filter.</p>
        </section>
        <section className="region region-plan" aria-labelledby="plan-heading">
          <h2 id="plan-heading">Plan</h2>
          <p className="empty">The cost class and its reason appear here.</p>
        </section>
        <section className="region region-pictures" aria-labelledby="pictures-heading">
          <h2 id="pictures-heading">Key space</h2>
          <p className="empty">Partitions and scanned key ranges appear here.</p>
        </section>
        <section className="region region-results" aria-labelledby="results-heading">
          <h2 id="results-heading">Results</h2>
          <p className="empty">Entities the query returns appear here.</p>
        </section>
      </main>
    </div>
  );
}
