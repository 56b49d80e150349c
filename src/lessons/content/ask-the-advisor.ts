import type { LessonSource } from '../types';

/** Both steps open the department design on the lookup by e-mail: the second is the learner's to change. */
const SETUP = {
  dataset: 'employees',
  size: 1000,
  design: 'by-department',
  filter: "PartitionKey eq 'HR' and EmailAddress eq 'jones.emma2@contoso.com'",
} as const;

/** Patterns: design keys for the employees' lookups, then compare them with the advisor's. */
export const ASK_THE_ADVISOR: LessonSource = {
  id: 'ask-the-advisor',
  group: 'patterns',
  title: {
    en: 'Your design and the advisor’s',
    'zh-CN': '你的设计与顾问的设计',
    ru: 'Ваша схема и схема советника',
  },
  summary: {
    en: 'Design keys for six lookups, then ask the advisor and compare its design with yours.',
    'zh-CN': '为六种查找设计键，然后询问顾问，把它的设计与你的对比。',
    ru: 'Ключи для шести поисков, и ваша схема рядом со схемой советника.',
  },
  steps: [
    {
      id: 'six-lookups',
      title: {
        en: 'Six lookups, one design',
        'zh-CN': '六种查找，一个设计',
        ru: 'Шесть поисков, одна схема',
      },
      focus: 'plan',
      shows: 'partition-scan',
      setup: SETUP,
      body: [
        {
          en: 'The employees scenario under “Compare designs” weighs a design by six lookups: an employee by id, by e-mail, employees by last name, a whole department, a range of ids, and those older than an age. Its example workload runs 200 lookups by id a second, 20 by e-mail, and the rest rarely.',
          'zh-CN':
            '“比较设计”中的员工场景用六种查找衡量一个设计：按 ID 查员工、按电子邮件查员工、按姓氏查员工、整个部门、一段 ID 范围，以及超过某个年龄的员工。它的示例工作负载每秒按 ID 查找 200 次、按电子邮件查找 20 次，其余的很少。',
          ru: 'Сценарий сотрудников в «Сравнить схемы» оценивает схему по шести поискам: по номеру, по e-mail, по фамилии, весь отдел, диапазон номеров, старше возраста. В его нагрузке 200 поисков по номеру в секунду, 20 по e-mail, прочие редки.',
        },
        {
          en: 'Here the department is the PartitionKey and the padded id the RowKey. A lookup by id is a point query; a lookup by e-mail reads the whole department, as the plan shows.',
          'zh-CN':
            '这里部门是 PartitionKey，补零的 ID 是 RowKey。按 ID 查找是点查询；按电子邮件查找则要读取整个部门，如计划所示。',
          ru: 'Здесь отдел — PartitionKey, номер — RowKey. Поиск по номеру точечный; поиск по e-mail читает весь отдел (см. план).',
        },
      ],
    },
    {
      id: 'ask',
      title: {
        en: 'Your design, then the advisor’s',
        'zh-CN': '先做你的设计，再问顾问',
        ru: 'Сначала ваша схема, потом советник',
      },
      focus: 'design',
      shows: 'partition-scan',
      setup: SETUP,
      body: [
        {
          en: 'Once your design passes, ask the advisor. It builds designs along the guide’s moves, checks every lookup on each, and ranks them by a month’s cost under the scenario’s workload. Its best appears beside yours, both appraised alike, with its reasons.',
          'zh-CN':
            '你的设计通过后，询问顾问。它按照指南的做法构建设计，检查每个设计上的每种查找，并按场景工作负载下的每月费用排名。它的最佳设计会出现在你的设计旁边，两者以同样方式评估，并附上理由。',
          ru: 'Когда ваша схема пройдёт проверку, спросите советника: он строит и проверяет схемы по приёмам руководства и ранжирует их по стоимости месяца. Его лучшая схема встанет рядом с вашей, с пояснениями.',
        },
      ],
      challenge: {
        prompt: {
          en: "Change the design so that the employee with e-mail 'jones.emma2@contoso.com' (in HR) is found with a point query, then write that query.",
          'zh-CN': "修改设计，并用点查询找到电子邮件为 'jones.emma2@contoso.com' 的员工（HR）。",
          ru: "Измените схему и найдите сотрудника 'jones.emma2@contoso.com' (HR) точечным запросом.",
        },
        hints: [
          {
            en: 'Open the key-design editor and add a second copy of each employee whose keys are made from the department and the e-mail address.',
            'zh-CN': '打开键设计编辑器，为每名员工添加第二个副本，其键由部门和电子邮件地址构成。',
            ru: 'Добавьте в редакторе схемы вторую копию сотрудника с ключами из отдела и e-mail.',
          },
          {
            en: "The preset 'Inter-partition index' keeps such copies in `email_<department>` partitions: then `PartitionKey eq 'email_HR' and RowKey eq 'jones.emma2@contoso.com'`.",
            'zh-CN':
              "预设的“分区间索引”把这样的副本放在 `email_<department>` 分区中：然后 `PartitionKey eq 'email_HR' and RowKey eq 'jones.emma2@contoso.com'`。",
            ru: "Так делает «Индекс между разделами» (разделы `email_<department>`): затем `PartitionKey eq 'email_HR' and RowKey eq 'jones.emma2@contoso.com'`.",
          },
        ],
        solution: {
          design: 'inter-partition-index',
          filter: "PartitionKey eq 'email_HR' and RowKey eq 'jones.emma2@contoso.com'",
        },
        check: {
          kind: 'records',
          recordType: 'Employee',
          intent: "Department eq 'HR' and EmailAddress eq 'jones.emma2@contoso.com'",
          costClass: ['point'],
        },
      },
      advisor: { scenario: 'employees' },
    },
  ],
};
