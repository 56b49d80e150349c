import type { LessonSource } from '../types';

/** Querying basics: keys compare as text, so numbers need padding. */
export const KEYS_ARE_STRINGS: LessonSource = {
  id: 'keys-are-strings',
  group: 'querying',
  title: {
    en: "Keys sort as strings: '10' < '9'",
    'zh-CN': "键按字符串排序：'10' < '9'",
    ru: "Ключи сортируются как строки: '10' < '9'",
  },
  summary: {
    en: 'Keys are text compared character by character; zero-padding makes numbers sort.',
    'zh-CN': '键是逐字符比较的文本；补零才能让数字按大小排序。',
    ru: 'Ключи — текст, который сравнивается посимвольно; дополнение нулями упорядочивает числа.',
  },
  steps: [
    {
      id: 'unpadded',
      title: {
        en: 'Numbers that sort wrongly',
        'zh-CN': '排错顺序的数字',
        ru: 'Числа в неверном порядке',
      },
      focus: 'results',
      shows: 'range',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'unpadded-ids',
        filter: "PartitionKey eq 'Sales' and RowKey ge '100' and RowKey lt '200'",
      },
      body: [
        {
          en: 'This design writes the employee id as it is, without padding. Keys are strings, compared one UTF-16 code unit at a time, so `12` sorts after `100` (the second character `2` is above `0`) and before `200`.',
          'zh-CN':
            '此设计按原样写入员工 ID，没有补零。键是字符串，按 UTF-16 代码单元逐个比较，所以 `12` 排在 `100` 之后（第二个字符 `2` 大于 `0`），而在 `200` 之前。',
          ru: 'Эта схема записывает номер сотрудника как есть, без нулей впереди. Ключи — строки, их сравнивают по одной кодовой единице UTF-16, поэтому `12` идёт после `100` (второй символ `2` больше `0`) и перед `200`.',
        },
        {
          en: 'The results hold employees 12 and 16 next to 100 to 196. The range is honest; the keys are not in the order the numbers are.',
          'zh-CN':
            '结果中，员工 12 和 16 与 100 到 196 排在一起。范围本身没有错；错在键的顺序与数字的大小顺序不一致。',
          ru: 'В результатах сотрудники 12 и 16 стоят среди номеров от 100 до 196. Диапазон честный, просто порядок ключей не совпадает с порядком чисел.',
        },
      ],
    },
    {
      id: 'pad-them',
      title: {
        en: 'Pad the key',
        'zh-CN': '给键补零',
        ru: 'Дополните ключ нулями',
      },
      focus: 'design',
      shows: 'range',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'unpadded-ids',
        filter: "PartitionKey eq 'Sales' and RowKey ge '100' and RowKey lt '200'",
      },
      body: [
        {
          en: 'Padding every number to the same width makes text order and number order agree: `000012` sorts before `000100`.',
          'zh-CN':
            '把每个数字都补零到相同宽度，文本顺序就与数字顺序一致了：`000012` 排在 `000100` 之前。',
          ru: 'Если дополнить все числа до одной ширины, текстовый и числовой порядок совпадут: `000012` идёт перед `000100`.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Change the RowKey template, and the filter, so that a range query returns exactly the Sales employees with ids 100 to 199.',
          'zh-CN':
            '修改 RowKey 模板和筛选器，使范围查询恰好返回 ID 为 100 到 199 的 Sales 部门员工。',
          ru: 'Измените шаблон RowKey и фильтр так, чтобы запрос диапазона вернул ровно сотрудников Sales с номерами от 100 до 199.',
        },
        hints: [
          {
            en: 'The template function `pad:6` pads a number with zeros to six digits.',
            'zh-CN': '模板函数 `pad:6` 用零把数字补足到六位。',
            ru: 'Функция шаблона `pad:6` дополняет число нулями до шести цифр.',
          },
          {
            en: "RowKey template `{EmployeeId|pad:6}`; filter `PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'`.",
            'zh-CN':
              "RowKey 模板 `{EmployeeId|pad:6}`；筛选器 `PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'`。",
            ru: "Шаблон RowKey `{EmployeeId|pad:6}`; фильтр `PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'`.",
          },
        ],
        solution: {
          design: 'by-department',
          filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'",
        },
        check: {
          kind: 'records',
          recordType: 'Employee',
          intent: "Department eq 'Sales' and EmployeeId ge 100 and EmployeeId le 199",
          costClass: ['range'],
        },
      },
    },
  ],
};
