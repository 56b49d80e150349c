/**
 * The part of Azure.Data.Tables 12.8 (and Azure.Core) a generated C# module calls, declared with
 * the SDK's signatures (its API reference: TableClient.QueryAsync, GetEntityIfExistsAsync,
 * SubmitTransactionAsync, TableEntity, TableTransactionAction, ETag, NullableResponse, Page,
 * AsyncPageable, RequestFailedException, BinaryData) and no behaviour: csharp-module.test.ts
 * compiles each module against it with Mono's mcs, so the module's names and types are bound
 * (the SDK itself cannot be had here). Nothing of it runs.
 */
export const AZURE_TABLES_SURFACE = `// Declarations of the Azure.Data.Tables 12.8 surface the generated module uses, with the SDK's
// signatures and no behaviour: for binding names and types with mcs, never run.
using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

namespace System
{
    public class BinaryData { public byte[] ToArray() { throw new NotImplementedException(); } }
}

namespace Azure
{
    public struct ETag { public static readonly ETag All = default(ETag); }
    public abstract class Response { public abstract int Status { get; } }
    public abstract class Response<T> { public abstract T Value { get; } }
    public abstract class NullableResponse<T> { public abstract bool HasValue { get; } public abstract T Value { get; } }
    public class RequestFailedException : Exception { public int Status { get { return 0; } } public string ErrorCode { get { return null; } } }
    public abstract class Page<T> { public abstract IReadOnlyList<T> Values { get; } public abstract string ContinuationToken { get; } }
    public abstract class AsyncPageable<T> : IAsyncEnumerable<T>
    {
        public abstract IAsyncEnumerable<Page<T>> AsPages(string continuationToken = null, int? pageSizeHint = null);
        public abstract IAsyncEnumerator<T> GetAsyncEnumerator(CancellationToken cancellationToken = default(CancellationToken));
    }
}

namespace Azure.Data.Tables
{
    public interface ITableEntity { string PartitionKey { get; set; } string RowKey { get; set; } Azure.ETag ETag { get; set; } }
    public sealed class TableEntity : Dictionary<string, object>, ITableEntity
    {
        public TableEntity() { }
        public TableEntity(string partitionKey, string rowKey) { }
        public TableEntity(IDictionary<string, object> values) : base(values) { }
        public string PartitionKey { get; set; }
        public string RowKey { get; set; }
        public Azure.ETag ETag { get; set; }
        public DateTimeOffset? Timestamp { get; set; }
    }
    public enum TableTransactionActionType { Add, UpdateMerge, UpdateReplace, Delete, UpsertMerge, UpsertReplace }
    public class TableTransactionAction
    {
        public TableTransactionAction(TableTransactionActionType actionType, ITableEntity entity) { }
        public TableTransactionActionType ActionType { get; }
        public ITableEntity Entity { get; }
        public Azure.ETag ETag { get; }
        public TableTransactionAction(TableTransactionActionType actionType, ITableEntity entity, Azure.ETag etag) { }
    }
    public class TableClient
    {
        public virtual Azure.AsyncPageable<T> QueryAsync<T>(string filter = null, int? maxPerPage = null, IEnumerable<string> select = null, CancellationToken cancellationToken = default(CancellationToken)) where T : class, ITableEntity, new() { throw new NotImplementedException(); }
        public virtual Task<Azure.NullableResponse<T>> GetEntityIfExistsAsync<T>(string partitionKey, string rowKey, IEnumerable<string> select = null, CancellationToken cancellationToken = default(CancellationToken)) where T : class, ITableEntity, new() { throw new NotImplementedException(); }
        public virtual Task<Azure.Response<IReadOnlyList<Azure.Response>>> SubmitTransactionAsync(IEnumerable<TableTransactionAction> transactionActions, CancellationToken cancellationToken = default(CancellationToken)) { throw new NotImplementedException(); }
    }
}
`;
