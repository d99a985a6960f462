import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkFile,
  checkRepository,
  checkServerLayers,
  checkTestImports,
  checkUiHttpClient,
  importsOf,
  isTestCode,
  rawHttpClientAllowance,
  serverFoundationAllowance,
  serverFoundations,
} from './dependency-rules.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('dependency rules', () => {
  it('hold for the whole repository', () => {
    expect(checkRepository(root)).toEqual([]);
  });

  it('keep core to zod and rxjs in its package.json', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'core/package.json'), 'utf8'));
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(['rxjs', 'zod']);
  });

  it('find every kind of import', () => {
    const source = [
      "import React from 'react';",
      "import type { X } from '@rota/server';",
      "export * from 'node:fs';",
      "const m = await import('axios');",
      "import './side-effect.js';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['react', '@rota/server', 'node:fs', 'axios', './side-effect.js']);
  });

  it.each([
    ["import React from 'react';", 'core'],
    ["import { HubConnectionBuilder } from '@microsoft/signalr';", 'optimizer'],
    ["import { readFileSync } from 'fs';", 'core'],
    ["import { Worker } from 'node:worker_threads';", 'optimizer'],
    ["import { Container } from 'inversify';", 'core'],
    ["import Fastify from 'fastify';", 'core'],
    ["import { PGlite } from '@electric-sql/pglite';", 'core'],
    ["import axios from 'axios';", 'core'],
  ])('reject %s in %s', (line, pkg) => {
    expect(checkFile(pkg, 'x.ts', line)).toHaveLength(1);
  });

  it.each([
    ["import { buildApp } from '@rota/server';", 'ui-web'],
    ["import { solve } from '@rota/optimizer';", 'ui-web'],
    ["import { createJobGateway } from '@rota/adapters-http';", 'core'],
    ["import { x } from '@rota/ui-web';", 'cli'],
    ["import { checkPlan } from '@rota/test-fixtures';", 'server'],
    ["import { sampleOrders } from '@rota/test-fixtures';", 'cli'],
  ])('reject %s in %s against the arrows', (line, pkg) => {
    expect(checkFile(pkg, 'x.ts', line)).toHaveLength(1);
  });

  it('tell test helpers from production code', () => {
    expect(isTestCode('server/src/daily-plan/testing/job-helpers.ts')).toBe(true);
    expect(isTestCode('server/src/uploads/upload.fixtures.ts')).toBe(true);
    expect(isTestCode('server/src/realtime/hub-test-kit.ts')).toBe(true);
    expect(isTestCode('server/src/app.test.ts')).toBe(true);
    expect(isTestCode('server/src/demo/seed.ts')).toBe(false);
    expect(isTestCode('server/src/platform/testing-mode.ts')).toBe(false);
  });

  it('reject production code that imports a test helper', () => {
    expect(checkTestImports('server/src/app.ts', "import { x } from './testing/test-app.js';")).toHaveLength(
      1,
    );
    expect(
      checkTestImports('server/src/a.ts', "import { y } from '../uploads/upload.fixtures.js';"),
    ).toHaveLength(1);
    expect(
      checkTestImports('server/src/a.ts', "import { z } from './realtime/hub-test-kit.js';"),
    ).toHaveLength(1);
    expect(checkTestImports('server/src/a.ts', "import { seed } from './demo/seed.js';")).toEqual([]);
  });

  it('fail the repository check when the server seeds from test-fixtures', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-rules-'));
    fs.mkdirSync(path.join(copy, 'server/src/demo'), { recursive: true });
    fs.mkdirSync(path.join(copy, 'server/src/testing'), { recursive: true });
    fs.writeFileSync(
      path.join(copy, 'server/src/demo/seed.ts'),
      "import { gen } from '@rota/test-fixtures';\n",
    );
    fs.writeFileSync(
      path.join(copy, 'server/src/testing/app.ts'),
      "import { checkPlan } from '@rota/test-fixtures';\n",
    );
    try {
      expect(checkRepository(copy)).toEqual([
        {
          file: path.join('server', 'src', 'demo', 'seed.ts'),
          specifier: '@rota/test-fixtures',
          reason: 'server may not depend on test-fixtures',
        },
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('fail the repository check when core imports react', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-rules-'));
    fs.mkdirSync(path.join(copy, 'core/src'), { recursive: true });
    fs.writeFileSync(path.join(copy, 'core/src/bad.ts'), "import { useState } from 'react';\n");
    try {
      expect(checkRepository(copy)).toEqual([
        { file: 'core/src/bad.ts', specifier: 'react', reason: 'core may not import react' },
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it.each([
    ["import type { HttpClient } from '@rota/adapters-http';", 'ui-web/src/map/use-map.ts'],
    ["import { createHttpClient, toAnswer } from '@rota/adapters-http';", 'ui-web/src/a/b.ts'],
    ['const { http, notify } = useServices();', 'ui-web/src/settings/SettingsPage.tsx'],
    ['void createGateway(useServices().http);', 'ui-web/src/x.tsx'],
    ['const gateway = createGateway(services.http);', 'ui-web/src/x.tsx'],
  ])('reject the raw HTTP client in a screen: %s', (line, file) => {
    expect(checkUiHttpClient(file, line)).toHaveLength(1);
  });

  it('leave the raw HTTP client to the composition root, and gateways to the screens', () => {
    const line = "import { createHttpClient, type HttpClient } from '@rota/adapters-http';";
    expect(checkUiHttpClient('ui-web/src/composition/container.ts', line)).toEqual([]);
    expect(checkUiHttpClient('cli/src/context.ts', line)).toEqual([]);
    expect(checkUiHttpClient('ui-web/src/x.tsx', 'const { dailyPlan, notify } = useServices();')).toEqual([]);
    expect(
      checkUiHttpClient('ui-web/src/x.ts', "import type { DailyPlanGateway } from '@rota/adapters-http';"),
    ).toEqual([]);
  });

  it('keep the raw HTTP client allowance to files that still take it', () => {
    const stale = rawHttpClientAllowance.filter((file) => {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) return true;
      const source = fs.readFileSync(full, 'utf8');
      return checkUiHttpClient('ui-web/src/probe.ts', source).length === 0;
    });
    expect(stale).toEqual([]);
  });

  it.each([
    ['server/src/platform/authenticate.ts', "import { bearerToken } from '../auth/tokens.js';"],
    ['server/src/platform/define-route.ts', "import type { User } from '../admin/users.js';"],
    [
      'server/src/platform/hub-access.ts',
      "import { visibleCenters } from '../master-data/resource-scope.js';",
    ],
    ['server/src/platform/x.ts', "const { jobs } = await import('../daily-plan/jobs.js');"],
    ['server/src/platform/x.ts', "export { x } from '../tracking/x.js';"],
    ['server/src/platform/x.ts', "import { buildApp } from '../app.js';"],
    ['server/src/db/database.ts', "import type { AuthUser } from '../platform/context.js';"],
    ['server/src/db/schema/x.ts', "import { uploads } from '../../uploads/upload.repository.js';"],
    ['server/src/db/x.ts', "import { outbox } from '../outbox/outbox.js';"],
    ['server/src/db/test-database.ts', "import { solve } from '../solver/solve.js';"],
    [
      'server/src/db/test-database.ts',
      "import { ensureResourceIndexes } from '../master-data/resource-indexes.js';",
    ],
    ['server/src/realtime/hub-server.ts', "import { authenticate } from '../platform/authenticate.js';"],
    ['server/src/outbox/outbox.ts', "import { findUser } from '../admin/user.repository.js';"],
    ['server/src/outbox/outbox.ts', "import { ok } from '../platform/answer.js';"],
    ['server/src/platform/context.ts', "import { outboxRoutes } from '../outbox/outbox.routes.js';"],
    ['server/src/outbox/outbox.ts', "import { outboxRoutes } from './outbox.routes.js';"],
    ['server/src/outbox/outbox.repository.ts', "import type { Platform } from '../platform/context.js';"],
  ])('reject in the server foundations: %s %s', (file, line) => {
    expect(checkServerLayers(file, line)).toHaveLength(1);
  });

  it('let features import the foundations, and the foundations what lies below them', () => {
    const allowed: [string, string][] = [
      ['server/src/platform/define-route.ts', "import { fail } from './answer.js';"],
      ['server/src/platform/context.ts', "import type { Database } from '../db/database.js';"],
      ['server/src/platform/context.ts', "import type { ServerConfig } from '../config.js';"],
      ['server/src/platform/context.ts', "import type { Outbox } from '../outbox/outbox.js';"],
      ['server/src/platform/hub-subjects.ts', "import type { GroupKey } from '../realtime/index.js';"],
      ['server/src/platform/x.ts', "import { z } from 'zod';"],
      ['server/src/db/database.ts', "import { processSettings } from '../config.js';"],
      ['server/src/db/schema/x.ts', "import { rows } from '../database.js';"],
      ['server/src/outbox/outbox.ts', "import { rows } from '../db/database.js';"],
      ['server/src/outbox/outbox.ts', "import { insertOutboxMessage } from './outbox.repository.js';"],
      ['server/src/outbox/outbox.routes.ts', "import { defineRoute } from '../platform/define-route.js';"],
      ['server/src/admin/users.routes.ts', "import { defineRoute } from '../platform/define-route.js';"],
      [
        'server/src/admin/users.routes.ts',
        "import { visibleCenters } from '../master-data/resource-scope.repository.js';",
      ],
      ['server/src/auth/session.repository.ts', "import { first } from '../db/database.js';"],
      ['server/src/app.ts', "import { authUserOf } from './security/hub-access.js';"],
    ];
    for (const [file, line] of allowed) expect(checkServerLayers(file, line)).toEqual([]);
  });

  it('fail the repository check when the platform imports a feature, not when its tests do', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-rules-'));
    fs.mkdirSync(path.join(copy, 'server/src/platform'), { recursive: true });
    fs.writeFileSync(
      path.join(copy, 'server/src/platform/authenticate.ts'),
      "import { findTokenUser } from '../auth/token-user.repository.js';\n",
    );
    fs.writeFileSync(
      path.join(copy, 'server/src/platform/access.test.ts'),
      "import { expectedAccess } from '../security/access-policy.js';\n",
    );
    try {
      expect(checkRepository(copy)).toEqual([
        {
          file: path.join('server', 'src', 'platform', 'authenticate.ts'),
          specifier: '../auth/token-user.repository.js',
          reason: 'server platform may not import auth/token-user.repository',
        },
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('name foundations that exist, and keep the allowance to files that still need it', () => {
    const named = Object.entries(serverFoundations).flatMap(([name, rule]) => [
      name,
      ...rule.imports,
      ...(rule.features ?? []),
    ]);
    const missing = named.filter((entry) => {
      const full = path.join(root, 'server/src', entry);
      return !fs.existsSync(full) && !fs.existsSync(`${full}.ts`);
    });
    expect(missing).toEqual([]);
    const stale = Object.entries(serverFoundationAllowance).filter(([file, feature]) => {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) return true;
      const source = fs.readFileSync(full, 'utf8');
      return !importsOf(source).some((specifier) => {
        const target = path.posix.join(path.posix.dirname(file), specifier);
        return specifier.startsWith('.') && target.startsWith(`server/src/${feature}/`);
      });
    });
    expect(stale).toEqual([]);
  });

  it('allow what the arrows allow', () => {
    expect(checkFile('server', 'x.ts', "import { solve } from '@rota/optimizer';")).toEqual([]);
    expect(checkFile('ui-web', 'x.ts', "import { createJobGateway } from '@rota/adapters-http';")).toEqual(
      [],
    );
    expect(checkFile('core', 'x.ts', "import { z } from 'zod';")).toEqual([]);
  });
});
