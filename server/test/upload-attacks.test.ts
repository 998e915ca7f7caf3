// Attacks through POST /api/v1/uploads: polyglots (an image that is also a page, a script or a ZIP archive),
// script in an image's comment or metadata, proof-of-funds PDFs carrying JavaScript, actions or attached files;
// and what is served back from /storage carries no EXIF, XMP or ICC profile. (Spoofed types, SVG, oversized,
// pixel-flood and truncated files are in uploads.test.ts.)
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signUp()).accessToken;
});
afterAll(() => t.close());

const NOT_AN_IMAGE = {
  code: 'not_an_image',
  message: 'Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF).',
};
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const HTML = bytesOf('<html><body><script>alert(document.domain)</script></body></html>\n');
const JS = bytesOf('alert(document.cookie);//');

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 100, b: 50 } } });
const jpeg = async () => new Uint8Array(await picture().jpeg().toBuffer());
const png = async () => new Uint8Array(await picture().png().toBuffer());
const gif = async () => new Uint8Array(await picture().gif().toBuffer());
const webp = async () => new Uint8Array(await picture().webp().toBuffer());

/** A ZIP archive holding one stored (uncompressed) file; `trailing` bytes are declared as its comment. */
function zip(name: string, content: string, trailing = 0): Uint8Array {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  end.writeUInt16LE(trailing, 20);
  return join(local, fileName, data, central, fileName, end);
}

function form(bytes: Uint8Array, purpose: string, name: string, type: string) {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], name, { type }));
  body.append('purpose', purpose);
  return body;
}
const upload = (bytes: Uint8Array, purpose = 'listing', name = 'photo.jpg', type = 'image/jpeg') =>
  t.call('POST', '/api/v1/uploads', { body: form(bytes, purpose, name, type), token });
const uploadCount = async () =>
  Number((await t.db.selectFrom('uploads').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('polyglot images are refused as not (only) images', () => {
  it('a JPEG, PNG, GIF or WebP with a page, a script or a ZIP after its end', async () => {
    const before = await uploadCount();
    const cases: [string, Uint8Array][] = [
      ['JPEG + HTML', join(await jpeg(), HTML)],
      ['JPEG + JavaScript', join(await jpeg(), JS)],
      [
        'progressive JPEG + ZIP',
        join(new Uint8Array(await picture().jpeg({ progressive: true }).toBuffer()), zip('x.js', 'alert(1)')),
      ],
      ['PNG + JavaScript', join(await png(), JS)],
      ['PNG + ZIP', join(await png(), zip('index.html', '<p>hi</p>'))],
      ['GIF + HTML', join(await gif(), HTML)],
      ['WebP + HTML', join(await webp(), HTML)],
    ];
    for (const [what, bytes] of cases) {
      const res = await upload(bytes);
      expect(res.status, what).toBe(415);
      expect(res.data.error, what).toEqual(NOT_AN_IMAGE);
    }
    expect(await uploadCount()).toBe(before);
  });

  it('a GIF whose comment holds <script>, and a JPEG whose EXIF does', async () => {
    const plain = await gif();
    expect(plain.at(-1)).toBe(0x3b); // the trailer: the comment goes just before it
    const comment = bytesOf('<script>alert(1)</script>');
    const commented = join(
      plain.subarray(0, -1),
      new Uint8Array([0x21, 0xfe, comment.length]),
      comment,
      new Uint8Array([0x00, 0x3b]),
    );
    expect((await sharp(commented).metadata()).format).toBe('gif'); // still a valid GIF
    const res = await upload(commented, 'avatar', 'a.gif', 'image/gif');
    expect(res.status).toBe(415);
    expect(res.data.error).toEqual(NOT_AN_IMAGE);

    const exif = await picture()
      .jpeg()
      .withExif({ IFD0: { ImageDescription: '<svg onload=alert(1)>' } })
      .toBuffer();
    const fromExif = await upload(new Uint8Array(exif));
    expect(fromExif.status).toBe(415);
    // Not only script elements: any element with an event handler, and elements that load content.
    for (const text of [
      '<img src=x onerror=alert(1)>',
      '<a href=# onclick="go()">',
      '<meta http-equiv=refresh>',
    ]) {
      const tagged = await picture()
        .jpeg()
        .withExif({ IFD0: { ImageDescription: text } })
        .toBuffer();
      const res = await upload(new Uint8Array(tagged));
      expect([text, res.status]).toEqual([text, 415]);
    }
  });

  it('a JPEG with a ZIP hidden in a comment segment, its directory reaching the end of the file', async () => {
    const image = await jpeg();
    const rest = image.subarray(2); // after SOI
    const archive = zip('run.sh', 'echo owned', rest.length);
    const segment = new Uint8Array([0xff, 0xfe, (archive.length + 2) >> 8, (archive.length + 2) & 0xff]);
    const hidden = join(image.subarray(0, 2), segment, archive, rest);
    expect((await sharp(hidden).metadata()).format).toBe('jpeg');
    const res = await upload(hidden);
    expect(res.status).toBe(415);
    expect(res.data.error).toEqual(NOT_AN_IMAGE);
  });

  it('a proof of funds image with a page appended is not a file it takes', async () => {
    const res = await upload(join(await png(), HTML), 'proof_of_funds', 'letter.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.data.error.code).toBe('unsupported_file');
  });

  it('still takes photos with padding or a motion-photo video after their end', async () => {
    const padded = await upload(join(await jpeg(), new Uint8Array(256)));
    expect(padded.status, padded.text).toBe(201);
    const ftyp = Buffer.alloc(16);
    ftyp.writeUInt32BE(16, 0);
    ftyp.write('ftypmp42', 4, 'latin1');
    const mdat = Buffer.alloc(24);
    mdat.writeUInt32BE(24, 0);
    mdat.write('mdat', 4, 'latin1');
    const motion = await upload(join(await jpeg(), ftyp, mdat));
    expect(motion.status, motion.text).toBe(201);
  });
});

describe('proof of funds PDFs', () => {
  const pdf = (...objects: string[]) =>
    bytesOf(
      [
        '%PDF-1.7',
        ...objects.map((body, index) => `${index + 1} 0 obj\n${body}\nendobj`),
        'trailer << /Root 1 0 R >>',
        '%%EOF',
        '',
      ].join('\n'),
    );
  const uploadPdf = (bytes: Uint8Array) =>
    upload(bytes, 'proof_of_funds', 'Bank letter.pdf', 'application/pdf');
  const objectStream = (content: string, filter = '/FlateDecode') => {
    const data = filter === '/FlateDecode' ? deflateSync(Buffer.from(content)) : Buffer.from(content);
    return Buffer.concat([
      Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${data.length} >>\nstream\n`),
      data,
      Buffer.from('\nendstream'),
    ]).toString('latin1');
  };

  it('are refused with JavaScript, actions run on opening, launches or attached files', async () => {
    const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
    const pages = '<< /Type /Pages /Kids [] /Count 0 >>';
    const cases: [string, Uint8Array][] = [
      [
        'JavaScript on open',
        pdf('<< /Type /Catalog /OpenAction 3 0 R >>', pages, '<< /S /JavaScript /JS (app.alert(1)) >>'),
      ],
      ['JS named with escapes', pdf(catalog, pages, '<< /S /J#61vaScript /J#53 (app.alert(1)) >>')],
      [
        'an action on opening',
        pdf('<< /Type /Catalog /OpenAction << /S /URI /URI (https://evil.example) >> >>', pages),
      ],
      ['a launch', pdf(catalog, pages, '<< /Type /Annot /Subtype /Link /A << /S /Launch /F (cmd.exe) >> >>')],
      [
        'an attached file',
        pdf(
          '<< /Type /Catalog /Names << /EmbeddedFiles 3 0 R >> >>',
          pages,
          '<< /Type /EmbeddedFile /Length 5 >>\nstream\nhello\nendstream',
        ),
      ],
      [
        'JavaScript in a compressed object stream',
        pdf(catalog, pages, objectStream('3 0 << /S /JavaScript /JS (app.alert(1)) >>')),
      ],
      ['an object stream that cannot be read', pdf(catalog, pages, objectStream('3 0 << >>', '/LZWDecode'))],
    ];
    const before = await uploadCount();
    for (const [what, bytes] of cases) {
      const res = await uploadPdf(bytes);
      expect(res.status, what).toBe(422);
      expect(res.data.error.code, what).toBe('pdf_active_content');
    }
    expect(await uploadCount()).toBe(before);
  });

  it('are refused with a link to a script URL or into another file (a UNC path), taken with web and mail links', async () => {
    const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
    const pages = '<< /Type /Pages /Kids [] /Count 0 >>';
    const link = (action: string) => pdf(catalog, pages, `<< /Type /Annot /Subtype /Link /A ${action} >>`);
    const refused: [string, Uint8Array][] = [
      ['a javascript: link', link('<< /S /URI /URI (javascript:app.alert\\(1\\)) >>')],
      [
        'a javascript: link with a tab in its scheme',
        link('<< /S /URI /URI (java\\tscript:app.alert(1)) >>'),
      ],
      [
        'a javascript: link in hex',
        link(`<< /S /URI /URI <${Buffer.from('JavaScript:1').toString('hex')}> >>`),
      ],
      ['a file: link', link('<< /S /URI /URI (file://attacker.example/share/x) >>')],
      ['a link held in another object', link('<< /S /URI /URI 9 0 R >>')],
      [
        'a GoToR to a UNC path',
        link('<< /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\a.pdf) /D [0 /Fit] >>'),
      ],
      ['a GoToE', link('<< /S /GoToE /T << /R /C /N (x) >> >>')],
      [
        'a javascript: link in an object stream',
        pdf(catalog, pages, objectStream('3 0 << /S /URI /URI (javascript:1) >>')),
      ],
    ];
    const before = await uploadCount();
    for (const [what, bytes] of refused) {
      const res = await uploadPdf(bytes);
      expect(res.status, what).toBe(422);
      expect(res.data.error.code, what).toBe('pdf_active_content');
    }
    expect(await uploadCount()).toBe(before);
    for (const target of [
      '(https://bank.example/letter)',
      '(mailto:officer@bank.example)',
      '(HTTP://BANK.EXAMPLE)',
    ]) {
      const res = await uploadPdf(link(`<< /S /URI /URI ${target} >>`));
      expect(res.status, `${target}: ${res.text}`).toBe(201);
    }
  });

  it('are taken when they only open at a page, with clean compressed objects', async () => {
    const res = await uploadPdf(
      pdf(
        '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        objectStream('4 0 << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'),
      ),
    );
    expect(res.status, res.text).toBe(201);
  });
});

describe('what /storage serves back', () => {
  it('carries no EXIF, XMP or ICC profile in any variant', async () => {
    const original = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Artist: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Someone"/></rdf:RDF></x:xmpmeta>',
      )
      .withIccProfile('p3')
      .toBuffer();
    const source = await sharp(original).metadata();
    expect(source.exif && source.xmp && source.icc).toBeTruthy();
    for (const purpose of ['listing', 'avatar']) {
      const res = await upload(new Uint8Array(original), purpose);
      expect(res.status, res.text).toBe(201);
      for (const variant of res.data.variants as { name: string; url: string }[]) {
        const served = await t.app.request(new URL(variant.url).pathname);
        expect(served.status, variant.name).toBe(200);
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta.format, variant.name).toBe('webp');
        expect(meta.exif, variant.name).toBeUndefined();
        expect(meta.xmp, variant.name).toBeUndefined();
        expect(meta.icc, variant.name).toBeUndefined();
        expect(meta.iptc, variant.name).toBeUndefined();
      }
    }
  });
});
