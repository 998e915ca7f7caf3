// Makes SQLite behave like Postgres for callers: booleans bind as 0/1 and read back as booleans, JSON text is parsed.
import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

const toSqlite = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

class BooleanParameterTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const transformed = super.transformValue(node);
    return typeof transformed.value === 'boolean'
      ? { ...transformed, value: toSqlite(transformed.value) }
      : transformed;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(toSqlite) };
  }
}

/** Kysely plugin for the SQLite dialect; the column sets come from the schema. */
export class SqliteTypesPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanParameterTransformer();

  constructor(
    private readonly booleanColumns: ReadonlySet<string>,
    private readonly jsonColumns: ReadonlySet<string>,
  ) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows.map((row) => {
      let copy: UnknownRow | null = null;
      for (const key of Object.keys(row)) {
        const value = row[key];
        let converted: unknown = value;
        if (this.booleanColumns.has(key) && typeof value === 'number') converted = value !== 0;
        else if (this.jsonColumns.has(key) && typeof value === 'string') converted = JSON.parse(value);
        if (converted !== value) {
          copy ??= { ...row };
          copy[key] = converted;
        }
      }
      return copy ?? row;
    });
    return { ...args.result, rows };
  }
}
