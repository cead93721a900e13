import { atom, map } from 'nanostores';
import { ApiRequestError } from '../lib/api/errors.ts';
import { UPLOAD_ERRORS, VIDEO_PITCH_MAX_SECONDS } from '../shared/uploads.ts';
import { api } from './api.ts';
import { showToast } from './toasts.ts';

export interface VideoPitch {
  videoPitchSignedUrl: string | null;
  contentType: string | null;
}

export type RecorderPhase = 'idle' | 'asking' | 'recording' | 'recorded';

export interface VideoPitchState {
  current: string | null;
  phase: RecorderPhase;
  /** Seconds recorded so far (the visible timer). */
  seconds: number;
  /** The finished recording, playable before it is used. */
  recordingUrl: string | null;
  busy: boolean;
  deleting: boolean;
  error: string | null;
  /** Rises with every new error, so the island can move focus to it. */
  errorRound: number;
}

export const $videoPitch = map<VideoPitchState>({
  current: null,
  phase: 'idle',
  seconds: 0,
  recordingUrl: null,
  busy: false,
  deleting: false,
  error: null,
  errorRound: 0,
});

/** The camera while it records, shown live (muted) beside the timer. */
export const $cameraStream = atom<MediaStream | null>(null);

export const NO_CAMERA =
  'We could not use your camera and microphone. Allow access in your browser, or upload a video file instead.';
export const NO_RECORDER = 'This browser cannot record video. Upload a video file instead.';
export const TOO_LONG = 'The video is longer than 2 minutes. Choose a shorter one.';
export const CHOOSE_FILE = 'Choose a video file.';

const patch = (p: Partial<VideoPitchState>) => $videoPitch.set({ ...$videoPitch.get(), ...p });
const fail = (error: string) =>
  patch({ error, errorRound: $videoPitch.get().errorRound + 1, busy: false });

let recorder: MediaRecorder | null = null;
let recording: Blob | null = null;
let timer: ReturnType<typeof setInterval> | null = null;

export const initVideoPitch = (current: string | null) => patch({ current });

function stopCamera() {
  for (const track of $cameraStream.get()?.getTracks() ?? []) track.stop();
  $cameraStream.set(null);
  if (timer) clearInterval(timer);
  timer = null;
}

function forgetRecording() {
  const { recordingUrl } = $videoPitch.get();
  if (recordingUrl) URL.revokeObjectURL(recordingUrl);
  recording = null;
}

/** The recording formats this browser can make, best first. */
function recordingType(): string | undefined {
  return ['video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
}

/** Asks for the camera and microphone, then records until stopped or two minutes pass. */
export async function startRecording() {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia)
    return fail(NO_RECORDER);
  forgetRecording();
  patch({ phase: 'asking', error: null, recordingUrl: null, seconds: 0 });
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  } catch {
    patch({ phase: 'idle' });
    return fail(NO_CAMERA);
  }
  $cameraStream.set(stream);
  const type = recordingType();
  const chunks: Blob[] = [];
  recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => {
    stopCamera();
    recording = new Blob(chunks, { type: recorder?.mimeType || type || 'video/webm' });
    patch({ phase: 'recorded', recordingUrl: URL.createObjectURL(recording) });
  };
  recorder.start(1000);
  patch({ phase: 'recording' });
  const startedAt = Date.now();
  timer = setInterval(() => {
    const seconds = Math.min(VIDEO_PITCH_MAX_SECONDS, Math.floor((Date.now() - startedAt) / 1000));
    patch({ seconds });
    if (seconds >= VIDEO_PITCH_MAX_SECONDS) stopRecording();
  }, 250);
}

export function stopRecording() {
  if (recorder?.state === 'recording') recorder.stop();
  else stopCamera();
}

/** Throws the recording away, back to the start. */
export function discardRecording() {
  stopRecording();
  forgetRecording();
  patch({ phase: 'idle', recordingUrl: null, seconds: 0, error: null });
}

function uploadMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status < 500
    ? error.message
    : UPLOAD_ERRORS.unprocessable;
}

async function upload(file: Blob, name: string) {
  if ($videoPitch.get().busy) return false;
  patch({ busy: true, error: null });
  const form = new FormData();
  form.append('file', file, name);
  try {
    const pitch = await api.post<VideoPitch>('candidates/video-pitch', form);
    patch({ busy: false, current: pitch.videoPitchSignedUrl });
    showToast('Your video pitch is saved.', 'success');
    return true;
  } catch (error) {
    fail(uploadMessage(error));
    return false;
  }
}

/** 'Use this video': uploads the recording as the pitch. */
export async function submitRecording() {
  if (!recording) return;
  const ext = recording.type.includes('mp4') ? 'mp4' : 'webm';
  if (await upload(recording, `video-pitch.${ext}`)) {
    forgetRecording();
    patch({ phase: 'idle', recordingUrl: null, seconds: 0 });
  }
}

/** How long a chosen video plays, read from its metadata; null when the browser cannot tell. */
function durationOf(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** Uploads a chosen video file; one longer than two minutes is refused before it is sent. */
export async function uploadChosenFile(file: File | null) {
  if (!file) return fail(CHOOSE_FILE);
  const seconds = await durationOf(file);
  if (seconds !== null && seconds > VIDEO_PITCH_MAX_SECONDS + 1) return fail(TOO_LONG);
  return upload(file, file.name);
}

export const askDeletePitch = () => patch({ deleting: true });
export const keepPitch = () => patch({ deleting: false });

export async function deletePitch() {
  patch({ busy: true });
  try {
    await api.delete('candidates/video-pitch');
    patch({ busy: false, deleting: false, current: null });
    showToast('Your video pitch is deleted.', 'success');
  } catch (error) {
    patch({ deleting: false });
    fail(uploadMessage(error));
  }
}
