import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

// A passkey held in memory, answering WebAuthn ceremonies as a browser and a security key would
// (a P-256 key, attestation "none", user present and verified), so tests can register and sign in
// with passkeys without a browser. Outside the product: it stands in for the user's device.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private userHandle: string | null = null;
  private counter = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {}

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** Flags: user present (0x01) and verified (0x04), plus attested credential data (0x40) when made. */
  private authenticatorData(flags: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const rpIdHash = createHash("sha256").update(this.rpId).digest();
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The credential's public key in COSE form (EC2, P-256, ES256). */
  private cosePublicKey(key: KeyObject) {
    const jwk = key.export({ format: "jwk" });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    return Buffer.from(isoCBOR.encode(cose));
  }

  /** navigator.credentials.create(): the registration response for these options, as JSON. */
  create(options: CreationOptions) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.cosePublicKey(this.keys.publicKey),
    ]);
    const authData = this.authenticatorData(0x45, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ["usb"],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): a signed assertion for this challenge, naming the user it was made for. */
  get(options: RequestOptions) {
    if (!this.userHandle) throw new Error("create() first: the authenticator holds no user handle");
    this.counter += 1;
    const authData = this.authenticatorData(0x05);
    const clientData = this.clientData("webauthn.get", options.challenge);
    const signed = Buffer.concat([authData, createHash("sha256").update(clientData).digest()]);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(sign("sha256", signed, this.keys.privateKey)),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
