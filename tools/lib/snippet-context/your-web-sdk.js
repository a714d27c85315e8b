// @ts-check
// The web SDK the docs' JavaScript snippets import as 'your-web-sdk': the few names they take from an SDK, shaped
// like a web map SDK's, with bodies that only have to run (tools/snippet-check type-checks and imports the snippets
// with this module). A snippet that names more of "your web SDK" adds it here.

export class GeoPoint {
  /** @param {number} latitude @param {number} longitude @param {number} [altitude] */
  constructor(latitude, longitude, altitude = 0) {
    this.latitude = latitude;
    this.longitude = longitude;
    this.altitude = altitude;
  }

  /** @returns {number} Java's hashCode of the SDK's GeoPoint, an Int */
  hashCode() {
    return 0;
  }
}
