// Photos as a phone sends them, for the tests of uploads (the API's and the browser's).
import sharp from 'sharp';

/** A JPEG of a yellow jar on a lemon-yellow background, saying where and by whom it was taken (EXIF and GPS). */
export const phonePhoto = ({ width = 1600, height = 1200 } = {}) =>
  sharp({ create: { width, height, channels: 3, background: '#f2c230' } })
    .composite([
      {
        input: { create: { width: Math.round(width / 4), height: Math.round(height / 3), channels: 3, background: '#2f6f4f' } },
        left: Math.round((width * 3) / 8),
        top: Math.round(height / 3),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Citrus', Model: 'Phone 12', Artist: 'Marie Bianchi' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 46/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '7/1 30/1 0/1' },
    })
    .toBuffer();
