//go:build !unix

package card

// openFlags are added to os.O_RDONLY by Open: none here, where Open's
// check before opening keeps pipes and devices out.
const openFlags = 0
