/*
 * bcryptprimitives.c: a stand-in for Windows 10's bcryptprimitives.dll,
 * for running Kitchen Table's Windows build under Wine 8, which lacks
 * the library's ProcessPrng. Go's runtime asks ProcessPrng for random
 * bytes; here they come from RtlGenRandom (SystemFunction036 in
 * advapi32), which Wine has. Only for tests: Windows 10 and later ship
 * the real library.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* ProcessPrng fills data with size random bytes; it always succeeds. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
	while (size > 0) {
		ULONG n = size > 0x10000000 ? 0x10000000 : (ULONG)size;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		size -= n;
	}
	return TRUE;
}
