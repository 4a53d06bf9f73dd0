// What only the MongoDB adapter decides: which database a connection string opens.
import { describe, expect, it } from 'vitest';
import { databaseNameOf } from './mongo-store';

describe('databaseNameOf', () => {
  it('reads the database from the path of a connection string', () => {
    expect(databaseNameOf('mongodb://127.0.0.1:27018/board')).toBe('board');
    expect(databaseNameOf('mongodb://u:p%40ss@h1:1,h2:2/board?replicaSet=rs0')).toBe('board');
    expect(databaseNameOf('mongodb+srv://cluster0.example.net/my%20db?retryWrites=true')).toBe(
      'my db',
    );
  });

  it('answers undefined when the string names no database', () => {
    expect(databaseNameOf('mongodb://127.0.0.1:27018/')).toBeUndefined();
    expect(databaseNameOf('mongodb://127.0.0.1:27018')).toBeUndefined();
    expect(databaseNameOf('mongodb://127.0.0.1:27018/?appName=x')).toBeUndefined();
  });
});
