import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Times every query the shop sends, from Kysely's hands to its answer. A query that fails never reaches
 * `transformResult`: its start is forgotten with its id (a WeakMap), and it is not timed.
 */
export function queryTimer(observe: (seconds: number) => void): KyselyPlugin {
  const started = new WeakMap<QueryId, number>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      started.set(queryId, performance.now());
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const start = started.get(queryId);
      if (start !== undefined) observe((performance.now() - start) / 1000);
      return result;
    },
  };
}
