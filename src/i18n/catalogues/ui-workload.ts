/**
 * The comparison view's words for the workload model: the assumptions' fields, a projected
 * call's line and detail, durations, and what a refused number says.
 */
import { cataloguePart } from './part';

/** Assumptions, projected calls, durations. */
export const UI_WORKLOAD = cataloguePart(
  {
    'workloadUi.needPositive': '{field}: enter a number above zero, not “{value}”',
    'workloadUi.needNumber': '{field}: enter a number, zero or more, not “{value}”',
    'workloadUi.assumptions': 'Model assumptions (editable)',
    'workloadUi.scanRate': 'Scan rate',
    'workloadUi.perSecond': 'entities/s',
    'workloadUi.roundTrip': 'Round trip',
    'workloadUi.ms': 'ms',
    'workloadUi.parallelReads': 'Point reads at once',
    'workloadUi.reads': 'reads',
    'workloadUi.assumptionsNote':
      'Defaults: {scanRate} entities/s (the service does not document how fast a partition server scans: a guess, set yours from a run on a live table), {roundTrip} ms (a client in the same region), {parallel} point reads at once. Sources and reasons: docs/access-patterns.md.',
    'workloadUi.projectedCall':
      '≈ {requests} · {scanned} scanned · {returned} returned · {latency}',
    'workloadUi.durationMs': '{count} ms',
    'workloadUi.durationS': '{value} s',
    'workloadUi.durationH': '{value} h',
    'workloadUi.durationD': '{value} days',
    'workloadUi.detailHeading':
      'Projected per call at {count} records, and the rule behind each figure',
  },
  {
    'zh-CN': {
      'workloadUi.needPositive': '{field}：请输入大于零的数字，而不是“{value}”',
      'workloadUi.needNumber': '{field}：请输入零或更大的数字，而不是“{value}”',
      'workloadUi.assumptions': '模型假设（可编辑）',
      'workloadUi.scanRate': '扫描速率',
      'workloadUi.perSecond': '实体/秒',
      'workloadUi.roundTrip': '往返时间',
      'workloadUi.ms': '毫秒',
      'workloadUi.parallelReads': '同时进行的点读取',
      'workloadUi.reads': '次读取',
      'workloadUi.assumptionsNote':
        '默认值：每秒 {scanRate} 个实体（服务未公布分区服务器的扫描速度：这是估计值，可根据在实时表上的运行来设置），{roundTrip} 毫秒（客户端位于同一区域），同时 {parallel} 次点读取。来源和理由：docs/access-patterns.md。',
      'workloadUi.projectedCall': '≈ {requests} · 扫描 {scanned} · 返回 {returned} · {latency}',
      'workloadUi.durationMs': '{count} 毫秒',
      'workloadUi.durationS': '{value} 秒',
      'workloadUi.durationH': '{value} 小时',
      'workloadUi.durationD': '{value} 天',
      'workloadUi.detailHeading': '在 {count} 条记录时每次调用的推算值，以及每个数字依据的规则',
    },
    ru: {
      'workloadUi.needPositive': '{field}: введите число больше нуля, а не «{value}»',
      'workloadUi.needNumber': '{field}: введите число от нуля и больше, а не «{value}»',
      'workloadUi.assumptions': 'Допущения модели (можно изменить)',
      'workloadUi.scanRate': 'Скорость просмотра',
      'workloadUi.perSecond': 'сущностей/с',
      'workloadUi.roundTrip': 'Время ответа',
      'workloadUi.ms': 'мс',
      'workloadUi.parallelReads': 'Точечных чтений одновременно',
      'workloadUi.reads': 'чтений',
      'workloadUi.assumptionsNote':
        'По умолчанию: {scanRate} сущностей/с (служба не документирует, как быстро сервер раздела просматривает данные: это догадка, задайте свою по запуску на живой таблице), {roundTrip} мс (клиент в том же регионе), {parallel} точечных чтений одновременно. Источники и причины: docs/access-patterns.md.',
      'workloadUi.projectedCall':
        '≈ {requests} · прочитано {scanned} · возвращено {returned} · {latency}',
      'workloadUi.durationMs': '{count} мс',
      'workloadUi.durationS': '{value} с',
      'workloadUi.durationH': '{value} ч',
      'workloadUi.durationD': '{value} дн.',
      'workloadUi.detailHeading':
        'Прогноз на один вызов при {count} записей и правило за каждым числом',
    },
  },
);
