/**
 * The message-counts scenario: one entity per employee and hour against the data-series design
 * (one entity per employee and day, a property per hour): a day of one employee becomes one
 * point read, while one hour across everyone returns each employee's whole day.
 */
import { coded } from '../../engine';
import type { Scenario } from '../types';
import { candidate } from './preset';

/** Message counts: hourly entities vs a daily series. */
export const MESSAGE_COUNTS_SCENARIO: Scenario = {
  id: 'message-counts',
  title: coded('patterns.scenarioMessageCounts'),
  about: coded('patterns.scenarioMessageCountsAbout'),
  dataset: 'message-counts-hourly',
  size: 3_360,
  designs: [candidate('messages-hourly'), candidate('messages-series')],
  patterns: [
    {
      id: 'day-of-employee',
      name: 'A day of one employee',
      recordType: 'MessageCount',
      parameters: [
        { name: 'employee', value: '3' },
        { name: 'day', value: "datetime'2025-01-14T00:00:00Z'" },
        { name: 'next', value: "datetime'2025-01-15T00:00:00Z'" },
      ],
      intent: 'EmployeeId eq {employee} and Time ge {day} and Time lt {next}',
      order: [{ property: 'Time' }],
      queries: {
        'messages-hourly':
          "PartitionKey eq '{employee|pad:6}' and RowKey ge '{day|format:yyyyMMddHH}' and RowKey lt '{next|format:yyyyMMddHH}'",
        'messages-series':
          "PartitionKey eq '{employee|pad:6}' and RowKey eq '{day|format:yyyyMMdd}'",
      },
    },
    {
      id: 'hour-across-everyone',
      name: 'One hour across everyone',
      recordType: 'MessageCount',
      parameters: [{ name: 'hour', value: "datetime'2025-01-14T09:00:00Z'" }],
      intent: 'Time eq {hour}',
      queries: {
        'messages-hourly': "RowKey eq '{hour|format:yyyyMMddHH}'",
        'messages-series': "RowKey eq '{hour|format:yyyyMMdd}'",
      },
    },
  ],
};
