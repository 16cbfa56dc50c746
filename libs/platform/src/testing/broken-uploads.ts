/**
 * Multipart bodies that do not arrive whole, as a dropped connection or a broken client sends them: each with the
 * Content-Type header that goes with it. Every one should get a 400, never a 500.
 */
export function brokenUploads(
  field: string,
  fileName = 'file.bin',
): { label: string; body: string; contentType: string }[] {
  const boundary = 'PathwiseBoundary7MA4YWxkTrZu0gW';
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const partHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return [
    { label: 'no closing boundary', body: `${partHead}${'%PDF-1.4 '.repeat(200)}`, contentType },
    { label: 'cut off in the part headers', body: `--${boundary}\r\nContent-Disposition: form-da`, contentType },
    { label: 'nothing after the first boundary', body: `--${boundary}`, contentType },
  ];
}
