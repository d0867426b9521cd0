package netplay

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// codeAlphabet has no letters or digits people confuse (0/O, 1/I/L).
const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// NewJoinCode returns a fresh join code of eight characters from a
// 31-letter alphabet (about 40 bits), written "ABCD-EFGH".
func NewJoinCode() string {
	var raw [8]byte
	if _, err := rand.Read(raw[:]); err != nil {
		panic(err) // crypto/rand never fails on the supported systems
	}
	var b strings.Builder
	for i, r := range raw {
		if i == 4 {
			b.WriteByte('-')
		}
		b.WriteByte(codeAlphabet[int(r)%len(codeAlphabet)])
	}
	return b.String()
}

// NormalizeCode makes a typed code comparable: upper case, without
// spaces or dashes.
func NormalizeCode(code string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(code) {
		if r != '-' && r != ' ' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// newNonce returns 32 random bytes in hex: a challenge no earlier
// connection saw.
func newNonce() string {
	var raw [32]byte
	if _, err := rand.Read(raw[:]); err != nil {
		panic(err)
	}
	return hex.EncodeToString(raw[:])
}

// Proof is what a client sends to show it knows code: an HMAC-SHA256,
// keyed by the normalised code, of the host's nonce and the client's
// name, in hex. The code itself never travels.
func Proof(code, nonce, name string) string {
	m := hmac.New(sha256.New, []byte(NormalizeCode(code)))
	m.Write([]byte("kitchentable-join\x00" + nonce + "\x00" + name))
	return hex.EncodeToString(m.Sum(nil))
}

// checkProof reports whether proof shows knowledge of code.
func checkProof(code, nonce, name, proof string) bool {
	return hmac.Equal([]byte(Proof(code, nonce, name)), []byte(proof))
}
