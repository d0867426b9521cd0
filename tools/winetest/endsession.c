/*
 * endsession.c: does to Kitchen Table what Windows does at a logoff, for
 * the tests that run the Windows build under Wine. It finds the game's
 * hidden session-end window by its class, asks it WM_QUERYENDSESSION,
 * tells it WM_ENDSESSION and, once that returns, ends the game's process
 * as Windows may: whatever the game did not save by then is lost.
 *
 * Usage: endsession.exe [seconds to wait for the window, default 60]
 * Exit code 0 when both messages were answered (or the game ended itself
 * while it handled WM_ENDSESSION), 1 otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <windows.h>

#define CLASS L"KitchenTableSessionEnd"

int main(int argc, char **argv)
{
	int wait = argc > 1 ? atoi(argv[1]) : 60;
	HWND hwnd = NULL;
	for (int i = 0; i < wait * 10 && hwnd == NULL; i++) {
		hwnd = FindWindowW(CLASS, NULL);
		if (hwnd == NULL)
			Sleep(100);
	}
	if (hwnd == NULL) {
		fprintf(stderr, "endsession: no window of class KitchenTableSessionEnd\n");
		return 1;
	}
	DWORD pid = 0;
	GetWindowThreadProcessId(hwnd, &pid);
	HANDLE proc = OpenProcess(PROCESS_TERMINATE | SYNCHRONIZE, FALSE, pid);

	DWORD_PTR answer = 0;
	if (!SendMessageTimeoutW(hwnd, WM_QUERYENDSESSION, 0, ENDSESSION_LOGOFF, SMTO_NORMAL, 30000, &answer)) {
		fprintf(stderr, "endsession: WM_QUERYENDSESSION unanswered (error %lu)\n", GetLastError());
		return 1;
	}
	printf("endsession: WM_QUERYENDSESSION answered %d\n", (int)answer);
	if (!SendMessageTimeoutW(hwnd, WM_ENDSESSION, TRUE, ENDSESSION_LOGOFF, SMTO_NORMAL, 30000, &answer)) {
		DWORD err = GetLastError();
		/* A game that has saved may end itself before it answers. */
		if (proc != NULL && WaitForSingleObject(proc, 5000) == WAIT_OBJECT_0) {
			printf("endsession: the game ended during WM_ENDSESSION\n");
			CloseHandle(proc);
			return 0;
		}
		fprintf(stderr, "endsession: WM_ENDSESSION unanswered (error %lu)\n", err);
		return 1;
	}
	printf("endsession: WM_ENDSESSION returned\n");
	if (proc != NULL) {
		/* The game may have ended already on its own. */
		if (WaitForSingleObject(proc, 0) == WAIT_TIMEOUT)
			TerminateProcess(proc, 99);
		CloseHandle(proc);
	}
	fflush(stdout);
	return 0;
}
