// How busy the machine's processors are now, read one way for every solver that sizes its
// workers or predicts its time: the other processes' threads that are running or ready to run,
// each weighted by the share of a processor Linux's scheduler gives it beside a thread of this
// process (one at nice 19 beside one at nice 0 weighs about 1.5 %), this process's own left out.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace pw {

struct MachineLoad {
    // Other runnable threads, weighted: the median of the readings.
    double competing = 0.0;
    // The least of the readings: a passing program (the shell that started this) is runnable in
    // few of them, a busy one in all.
    double least = 0.0;
};

// `samples` readings of /proc/loadavg's count of runnable threads, a quarter of a millisecond
// apart, less this process's own; where others are runnable, three passes over /proc's tasks
// sum the runnable ones' weights by their nice values (the median of the passes). Elsewhere the
// 1-minute load average. Not remembered: each call reads anew.
MachineLoad readMachineLoad(int samples);

// Whether another core than the caller's looks idle now: the least reading leaves at least half
// a core free beside the caller's thread.
bool idleCoreLikely(unsigned cores, int samples);

// The processor time (user and system) the calling thread has used, in seconds: the machine's
// speed as a solve meets it, whatever else runs beside it.
double threadCpuSeconds();

} // namespace pw
