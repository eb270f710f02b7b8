import type { UploadedFile } from '@dtm/shared/uploads';
import { describe, expect, it } from 'vitest';
import { fileIdOfUploadUrl, planSubmission, receivedEarlier, type UploadEntry } from './upload-entries';

const FILE_A = 'AAAAAAAAAAAAAAAAAAAAAA';
const FILE_B = 'BBBBBBBBBBBBBBBBBBBBBB';
const OBJECT = 'f'.repeat(64);
const tusUrl = (fileId: string) => `http://127.0.0.1:8797/api/uploads/tus/${OBJECT}.${fileId}`;

const entry = (over: Partial<UploadEntry>): UploadEntry => ({
  id: 'uppy-1',
  name: 'drawing.png',
  status: 'complete',
  uploadUrl: tusUrl(FILE_A),
  ...over,
});

const received = (id: string, name: string): UploadedFile => ({
  id,
  name,
  size: 100,
  type: 'image/png',
  url: `/api/order/0b3c/artwork/files/${id}`,
});

describe('fileIdOfUploadUrl', () => {
  it("reads the server's file id from a tus upload URL", () => {
    expect(fileIdOfUploadUrl(tusUrl(FILE_A))).toBe(FILE_A);
    expect(fileIdOfUploadUrl(`/api/uploads/tus/${OBJECT}.${FILE_B}?x=1`)).toBe(FILE_B);
  });

  it('gives null for anything else', () => {
    expect(fileIdOfUploadUrl('/api/uploads/tus/')).toBeNull();
    expect(fileIdOfUploadUrl(`/api/order/x/artwork/files/${FILE_A}`)).toBeNull();
  });
});

describe('receivedEarlier', () => {
  it('lists the files the uploader does not already show', () => {
    const files = [received(FILE_A, 'a.png'), received(FILE_B, 'b.pdf')];
    expect(receivedEarlier(files, [entry({})])).toEqual([files[1]]);
    expect(receivedEarlier(files, [])).toEqual(files);
  });
});

describe('planSubmission', () => {
  it('sends the paths of finished uploads and the earlier files kept in', () => {
    const earlier = [received(FILE_B, 'b.pdf')];
    expect(planSubmission([entry({})], earlier, new Set())).toEqual({
      kind: 'ready',
      artworkUrls: [`/api/uploads/tus/${OBJECT}.${FILE_A}`, earlier[0]?.url],
    });
    expect(planSubmission([entry({})], earlier, new Set([FILE_B]))).toEqual({
      kind: 'ready',
      artworkUrls: [`/api/uploads/tus/${OBJECT}.${FILE_A}`],
    });
  });

  it('says when there is nothing to send', () => {
    expect(planSubmission([], [], new Set())).toEqual({ kind: 'nothing' });
    const earlier = [received(FILE_B, 'b.pdf')];
    expect(planSubmission([], earlier, new Set([FILE_B]))).toEqual({ kind: 'nothing' });
  });

  it('waits for uploads in progress, and names paused or failed files', () => {
    expect(planSubmission([entry({ status: 'uploading' })], [], new Set())).toEqual({ kind: 'busy' });
    expect(planSubmission([entry({ status: 'waiting', uploadUrl: null })], [], new Set())).toEqual({ kind: 'busy' });
    expect(planSubmission([entry({ status: 'paused', name: 'cat.png' })], [], new Set())).toEqual({
      kind: 'paused',
      names: ['cat.png'],
    });
    expect(
      planSubmission([entry({ status: 'failed', name: 'x.png' }), entry({ status: 'uploading' })], [], new Set()),
    ).toEqual({ kind: 'failed', names: ['x.png'] });
  });
});
