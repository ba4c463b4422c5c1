//! The spin policy: what a contended `lock` does before it sleeps.
//!
//! Kept in one small type so it can be swapped and measured on its own. A
//! waiter goes through up to three stages, then sleeps on the futex:
//!
//! 1. **Pause**: poll the word with plain loads, one spin-loop hint apart
//!    for the first [`FAST_POLLS`] polls, then with a jittered exponential
//!    backoff of 1 to [`MAX_BACKOFF`] hints between polls, for at most
//!    [`PAUSE_PHASE_NS`]. This catches a lock whose holder runs on
//!    another CPU and lets go soon: with work outside the lock, the waiter
//!    takes it while the holder does that work, and both CPUs stay busy.
//!    The stage ends at once when the waiter finds the lock free but loses
//!    the compare-and-swap to another thread: the holder is re-taking it
//!    faster than a waiter on another CPU can, and polling on only moves the
//!    cache line back and forth. Where the lock's hint slot says "poll
//!    fast" (see below), the waiter's first [`EARLY_POLLS`] polls come
//!    before the stage's set-up ([`early_polls`]), so that the set-up does
//!    not delay the poll that sees an early release. A thread just woken
//!    from the futex, on a lock whose owner re-locks at once, stays in this
//!    stage up to [`WOKEN_PHASE_NS`] instead, lost races or not (see there).
//! 2. **Probe**: one `sched_yield`, timed. If it ran another thread, there
//!    are more runnable threads than CPUs: the waiter sleeps on the futex at
//!    once, where sleepers are woken in order (spinning or yielding there
//!    would give this thread's CPU share to the threads that hold the lock;
//!    with 32 threads on 2 CPUs some threads then got 1% of the mean). A
//!    thread whose last probe yield that ran others returned less than
//!    [`MIN_TURN`] ago skips the probe and sleeps at once: a yield charges
//!    the yielding thread the rest of its scheduler slice, so yields a few
//!    microseconds apart left some threads a small share of the CPU (see
//!    [`MIN_TURN`]).
//! 3. **Nap**: if the yield ran nobody, the waiter has a CPU to itself: it
//!    sleeps a short fixed time ([`NAP`], plus the kernel's timer slack) up
//!    to [`MAX_NAPS`] times, polling in between. The holder runs alone
//!    meanwhile (no cache-line traffic and no wake-up system call in its
//!    unlock), and the napper takes the lock when it finds it free. Then it
//!    sleeps on the futex. Except after a race lost on a lock whose owner
//!    works outside it (the hint slot says "poll fast" and the line is
//!    near) while nobody sleeps on it: there the yield that ran nobody is
//!    pause enough, and the waiter starts a new pause stage instead, at
//!    most [`NEAR_RETRIES`] times per phase (see there).
//!
//! **How fast to poll** depends on what the owner does between its unlock
//! and its next lock, which only the owner can see:
//! - if it re-locks at once (an empty or tiny gap), a waiter on another CPU
//!   gains nothing from polling fast: the lock is free only for the moment
//!   its own poll stalls the owner, every poll that finds it free moves the
//!   lock (and its cache line) to the waiter's CPU, and each move costs both
//!   CPUs a cache miss per operation for a while. The waiter then polls
//!   slowly: a random 1 to [`SLOW_BACKOFF`] hints between polls, a few
//!   microseconds, so the owner runs on alone.
//! - if it works outside the lock, the lock stays free for that long, and a
//!   waiter that polls fast takes it then, so both CPUs work at once: the
//!   backoff starts at one hint, as described above.
//!
//! The owner measures this, on request: a polling waiter sets the word's
//! `SAMPLE` bit (every [`ASK_ONE_IN`]th time a thread starts polling, and
//! at most once per lock every [`SAMPLE_EVERY_NS`], through a per-lock hint
//! slot). The owner's unlock sees the bit and notes the time in a
//! thread-local; its next `lock` fails the compare-and-swap on the bit, and
//! the slow path compares the clock with the note. One gap under
//! [`RELOCK_NS`] marks the lock "re-locks at once" in its slot; two longer
//! gaps in a row clear the mark. Waiters read the slot when they start
//! polling. The uncontended path is untouched (the bit is only ever set by a
//! waiter), and the slot only steers the polling rate: a wrong or stale
//! value costs speed, never correctness.
//!
//! **Far cache lines.** Handing the lock over at every release costs a
//! couple of cache-line transfers between the CPUs on the critical path.
//! Where a transfer is cheap, that is worth it: both CPUs work. Where it is
//! dear (another socket, another core complex, or this VM in its slow
//! state, see the README), hand-overs cost more than they overlap, and the
//! lock does more work when its owner keeps it for a run of acquisitions
//! while the waiters poll slowly (or nap). So every [`TIME_ONE_IN`]th
//! phase that asks for a sample also times its own polls, and the one that
//! first finds the lock free (a load that must fetch the line the owner's
//! unlock just wrote) is a measure of one transfer. Samples over
//! [`FAR_NS`] raise the slot's far level, others lower it (see
//! [`next_far_level`]); while it is high, waiters poll slowly whatever the
//! owner's gap, and a phase's first poll comes only after a long back-off
//! ([`FAR_FIRST_HINTS`]): on such a line the threads otherwise settle into
//! taking turns on the fast path, each `lock` finding the lock free, and
//! only a waiter that stays off the line gives the owner a run.
//!
//! **Pollers.** A thread that calls `try_lock` in a loop never waits here,
//! so it takes a free lock whenever it looks, and a waiter that polls
//! slowly leaves the lock to it many times before its own next poll. A
//! `try_lock` that finds a waiter's `SAMPLE` request on a free lock answers
//! it by stamping the lock's slot ([`try_taken`]); for [`POLLED_FOR_NS`]
//! after that, waiters on the lock poll fast whatever the slot's marks say.
//!
//! A waiter in the pause stage goes straight to the futex (no probe, no
//! naps) when the lock looks held by a thread that makes no progress:
//! [`HELD_POLLS`] polls in a row, over at least [`HELD_NS`], all found it
//! held (a holder that sleeps or runs a long critical section; spinning on
//! it only burns CPU). The thread remembers that lock ([`HELD_MARK`]): its
//! next phases on it sleep after [`HELD_POLLS`] held polls, with no time
//! minimum, except one in [`HELD_RECHECK_EVERY`], which runs the full rule
//! again; a phase that finds the lock free forgets it. A phase on a marked
//! lock that follows the thread's own wake-up of a sleeper on it (its
//! unlock woke one, and the woken thread took the lock) sleeps at its first
//! held poll, except one in [`WAKER_RECHECK_EVERY`], which runs the full
//! rule.
//!
//! A level with no line sample for [`FAR_STALE_NS`] is dropped, so a far
//! level cannot outlive what it measured (samples come only from polls that
//! find the lock free).
//!
//! **Losers.** Slow polling for a far line assumes the threads take turns
//! waiting, so that each owner's run ends when some waiter's slow poll
//! finds the lock free. When one thread's holds are so short that the other
//! threads never have to wait for it, the thread that waits loses nearly
//! every hand-over: a thread doing 10 work units in and 50 out beside one
//! doing 100 and 100 got 2-5% of the mean share in the README's session-24
//! runs. So each thread keeps, per lock, averages of how long its slow waits
//! last and how long it runs between them ([`LOSER_RATIO`]); a thread
//! whose average wait exceeds its run times [`LOSER_RATIO`] times the number
//! of threads waiting on the lock (those polling slowly, counted in the
//! slot, plus the sleepers the word counts) polls fast instead. With N
//! threads taking turns each waits about N - 1 runs, so none of them counts
//! as a loser however many there are; the rule acts only on a lock whose
//! slot is slow for a far line (an owner that re-locks at once is the other
//! reason to poll slowly, and there fast polling gains nothing).
//!
//! The rules every policy here keeps:
//! - bounded by time, not only by an iteration count: a spin-loop hint costs
//!   from about 10 to about 140 cycles depending on the CPU;
//! - load-only: the caller polls with plain loads and tries a compare-and-swap
//!   only when the word says the lock is free;
//! - no spinning, yielding or napping on a machine with one CPU, where the
//!   holder cannot run while we wait.
//!
//! The helpers that `lock_slow` calls only off its hand-over path (clock
//! reads, the owner's samples, the probe's and the bound's arithmetic, and
//! the futex wait) are `#[inline(never)]`, so that every copy of
//! `lock_slow` has the same shape wherever it is compiled. A generic copy
//! compiled in another crate (the `baseline` flavour's, in `mutex_ops`)
//! cannot inline them; the native one, compiled here, did, and grew from
//! about 800 to about 980 instructions with a larger stack frame. That copy
//! ran about 2% slower with 100 work units in and out at 2 threads (hint
//! on/off 0.98 there in six default runs, sessions 28 and 29); out of line,
//! hintlock's medium cells gained 0.4-2.3% in the VM's fast state in two
//! sets of paired runs.
//!
//! The README's "Performance work" table has the measurements behind every
//! number here, and the variants that lost.

#[cfg(not(loom))]
use core::sync::atomic::{AtomicU64, Ordering};
#[cfg(not(loom))]
use std::cell::Cell;
#[cfg(not(loom))]
use std::time::{Duration, Instant};

/// How long the pause stage may poll a held lock.
#[cfg(not(loom))]
const PAUSE_PHASE_NS: u64 = 4_000;

/// How long the pause stage may last instead, in the first phase of a
/// thread just woken from the futex, on a lock whose owner re-locks at once
/// (the slot's `RELOCKS` mark; it polls slowly there). A lost race does not
/// end that stage either.
///
/// While the woken thread is awake, the word carries `WOKEN`, so the
/// owner's unlocks make no wake-up call. Each such call leaves the lock
/// free for as long as the system call takes, and another awake waiter
/// that takes it then moves the lock to its CPU, about 1 us per hand-over
/// here. With 1,000 work units in the lock and none outside it (`mutex_ops
/// --cs 1000 --outside 0`) at 32 threads on 2 CPUs, a woken thread that
/// went back to sleep after the usual 4 us let the owner wake the next one
/// every few pairs: 119-124 hand-overs per 1,000 pairs against std's
/// 12-13, and about 0.25 us more per pair than std. Awake for up to this
/// long, it halved the hand-overs (63-69 per 1,000), and pairs per second
/// rose 9% there (2% at 8 threads), 8% with 300 units in the lock, and 5-16%
/// with an empty critical section at 4 to 32 threads. The short and medium
/// workloads do not have the mark (their owners work outside the lock) and
/// stayed level, and with a holder that sleeps in the lock, so did CPU per
/// pair (README, session-36 rows of "Performance work").
#[cfg(not(loom))]
const WOKEN_PHASE_NS: u64 = 50_000;

/// A `sched_yield` that returns sooner than this ran nobody else (it costs
/// one system call, 0.2 to 0.5 us here); a longer one switched to another
/// thread and back.
#[cfg(not(loom))]
const YIELD_ALONE_NS: u64 = 1_000;

/// A thread whose last probe yield that ran others returned less than this
/// long ago does not yield again: it sleeps on the futex instead, as after
/// a probe that ran others.
///
/// In recent Linux kernels' EEVDF scheduler (`yield_task_fair` as of the
/// 2025 sources; this machine runs 6.18), a thread that yields while it is
/// owed CPU time has its virtual runtime moved to its deadline: it is
/// charged the rest of its slice (by default 0.75 ms times 1 + log2 of the
/// CPU count, at most 8 counted: 1.5 ms on 2 CPUs; this machine's debugfs,
/// where the value is, is locked), however briefly it ran. A yield that
/// finds nobody else runnable returns at once and charges nothing, so only
/// a yield that ran others counts here. With 32 threads on 2 CPUs,
/// waiters that came back from a yield and found the lock taken again
/// yielded again after a few microseconds, every thread got about the
/// same number of turns, and each got CPU time in proportion to how long
/// its turns lasted. A thread whose turns kept ending early (lost races)
/// fell far behind: in single runs of `mutex_ops` short at 32 threads its
/// share of the pairs went down to 0.19 of the mean, with about the same
/// number of turns as the median thread (`/proc/thread-self/schedstat`) and
/// a third of its CPU time. A sleep keeps what the thread is owed.
///
/// Measured in 30 alternating runs of `mutex_ops --workloads short --threads
/// 2,4,8,32 --locks hintlock,std,parking_lot --repeats 1` (a throwaway knob
/// build): short/32 `min/mean` median 0.80 with 150 us and 0.77 with 50,
/// against 0.72 without the rule; lowest 0.497 and 0.37 against 0.19. The
/// best peer's throughput ratio at 32 threads 0.83 and 0.82 against 0.86,
/// within the runs' spread; 500 us cost more (0.71 against 0.89, 16 runs),
/// because the yields that remain are what keeps both CPUs busy there.
#[cfg(not(loom))]
const MIN_TURN: Duration = Duration::from_micros(150);

/// Whether a waiter may yield at `now`, its thread's last probe yield
/// having returned at `last` (see [`MIN_TURN`]).
#[cfg(not(loom))]
#[inline(never)] // see "The helpers that `lock_slow` calls" above
fn may_yield(last: Option<Instant>, now: Instant) -> bool {
    last.is_none_or(|at| now.saturating_duration_since(at) >= MIN_TURN)
}

/// Whether a probe yield between clock reads `before` and `after` ran
/// another thread (see [`YIELD_ALONE_NS`]).
#[cfg(not(loom))]
#[inline(never)] // see "The helpers that `lock_slow` calls" above
fn ran_others(before: Instant, after: Instant) -> bool {
    after.saturating_duration_since(before).as_nanos() >= u128::from(YIELD_ALONE_NS)
}

/// How long one nap asks to sleep (the kernel adds its timer slack, 50 us by
/// default, so a nap lasts about 70 us).
#[cfg(not(loom))]
const NAP: Duration = Duration::from_micros(20);

/// How many naps before the waiter sleeps on the futex.
#[cfg(not(loom))]
const MAX_NAPS: u32 = 3;

/// How many times one spin phase may go back from the probe to a new pause
/// stage instead of napping: when the pause stage ended on a lost race on a
/// lock whose hint slot says "poll fast" (the owner works outside the lock
/// and the line is near), nobody slept on the word when the race was lost,
/// and the probe's yield ran nobody.
///
/// There the lock is free for as long as the owner works outside it, so a
/// waiter on a CPU of its own finds another free moment within a few polls;
/// a nap of about 70 us instead left that CPU idle while the owner ran
/// alone (`mutex_ops` short at 2 threads: 107 CPU ns per pair against
/// parking_lot's 119, at the same throughput). The yield between the
/// stages (one system call, 0.3-0.5 us here) lets the owner run a few pairs
/// undisturbed. The new stage goes on with the phase's poll count, so its
/// polls are spaced as the phase's next ones would be (see
/// [`SpinPhase::pause`]), not one hint apart again. Polling on after the
/// lost race instead, with no yield, gained less and cost fairness at 32
/// threads (`min/mean` 0.70-0.79 against 0.84-0.94).
///
/// The two limits keep this from adding pollers where many threads wait:
/// each retry puts the waiter back among the threads that poll one release,
/// so without a bound a thread that keeps losing would poll without end,
/// and on a machine with many cores each loser would take part in up to
/// four contested releases per phase instead of one. Once any waiter sleeps
/// on the futex nobody retries (a registered waiter counts itself, so a
/// woken one never does), and the policy is the one before this rule.
/// Measured in alternating sets of `ci/ab.py` (README, "Performance work",
/// session 17).
#[cfg(not(loom))]
const NEAR_RETRIES: u32 = 3;

/// How many polls in a row must find the lock held, and for how long, before
/// the waiter decides the holder is not making progress and sleeps.
#[cfg(not(loom))]
const HELD_POLLS: u32 = 8;
/// See [`HELD_POLLS`].
#[cfg(not(loom))]
const HELD_NS: u64 = 2_000;

/// On a lock whose holder this thread last found making no progress (see
/// [`HELD_MARK`]), one phase in this many runs the full held rule; the
/// others sleep after [`HELD_POLLS`] held polls, with no time minimum
/// (about 0.5 us here on average, against 2 to 3 us for a full one).
///
/// The phase this saves is mostly the unlocker's own next `lock` with a
/// holder that sleeps inside the lock: its unlock woke a sleeper, the
/// sleeper took the lock while the unlocker was still in the wake-up system
/// call, and the unlocker's `lock` found it held for the whole 50 us sleep.
/// std's futex mutex does not spin there at all (the woken thread marks the
/// word contended, and its spin stops at once on a contended word).
/// Counted per spin phase in `mutex_ops` (sleepy workload, 1 s at 2, 8 and
/// 32 threads, a throwaway build with counters): about 6,300 phases per
/// 7,300 pairs either way, none of which took the lock; 16-17 ms of polling
/// per second with the full rule every time, 6.2-6.5 ms with this. The
/// README's "Performance work" rows have the CPU per pair.
#[cfg(not(loom))]
const HELD_RECHECK_EVERY: u32 = 4;

/// On a lock whose holder this thread last found making no progress, a
/// phase that follows this thread's own wake-up of a sleeper on it (see
/// [`woke`]) sleeps after one poll, except one in this many, which runs the
/// full held rule (counted with the other phases on the marked lock, see
/// [`held_mark_start`]).
///
/// That phase is the unlocker's of [`HELD_RECHECK_EVERY`]: with a holder
/// that sleeps inside the lock, the sleeper it woke takes the lock while
/// the unlocker is still in the wake-up system call (the scheduler runs the
/// woken thread at once on the same CPU; 0.87-0.91 of the pairs in a
/// `perf` trace of `mutex_ops` sleepy at 4, 8 and 32 threads), and the
/// unlocker's next `lock` finds it held for the whole sleep. In that trace,
/// the unlocker's stretch on the CPU from its return to its futex sleep
/// lasted 5.7-5.8 us against std's 4.7-4.9 (std does not poll there) and
/// 4.8 us with no polling at all: the short phases and one full phase in
/// four were about 0.9 us per pair, 4-5% of the CPU a pair costs here.
/// The full phase one time in this many keeps the mark honest: a holder
/// that makes progress again (a workload whose critical sections became
/// short) is found free by it, which clears the mark. Measured in the
/// README's session-26 rows.
#[cfg(not(loom))]
const WAKER_RECHECK_EVERY: u32 = 16;

/// How many pause-stage polls pass between two reads of the clock.
///
/// A phase that polls fast reads it first at its `CLOCK_EVERY`th poll, not
/// at its first: a clock read costs about 25 ns here, and a waiter on a lock
/// whose owner works outside it typically arrives shortly before the release
/// (see [`FAST_POLLS`]), so a read at the first poll delayed the poll that
/// sees the release. Paired rounds in the fast state, 100 work units in and
/// out at 2 threads: medians of 0.92-0.99 of the best peer over five sets
/// (0.97-0.99 in four) against 0.92-0.95 over four with the read at the
/// first poll (the README's session-8 rows). A phase that polls slowly
/// (microseconds per poll) reads it in `start` and then after every poll
/// (session 19): a read is noise next to a backoff of up to
/// [`SLOW_BACKOFF`] hints, and reading only every fourth let such a phase
/// spin four backoffs (about 22 us on average with 11 ns hints, and
/// several times that on CPUs with slower hints) past its 4 us budget.
/// Measured against every 4th (the README's session-19 rows): fairer in
/// nearly every cell, short and medium within about 6% either way, 5-8%
/// slower with an empty critical section, where the longer runs of one
/// owner helped.
#[cfg(not(loom))]
const CLOCK_EVERY: u32 = 4;

/// How many polls come one spin-loop hint apart before the backoff starts
/// (about 200 ns here). A waiter on a lock whose owner works outside it
/// usually arrives shortly before the release (the owner's critical section
/// and its own outside work take about as long), so the poll that sees the
/// release should come soon after it: every nanosecond between the two is
/// added to each hand-over. Against backoff from the first poll: about 5%
/// more throughput with 100 work units in and out while a cache-line round
/// trip between the two vCPUs here took 60-90 ns; while it took 310-350 ns,
/// none at 2 to 8 threads and 0.83 against 0.90 of the best peer at 32
/// (the ranges overlap; the README's session-5 rows).
const FAST_POLLS: u32 = 8;

/// How many polls, one spin-loop hint apart, a waiter makes on a lock whose
/// hint slot says "poll fast" before it starts its spin phase (see
/// [`early_polls`]).
///
/// With 100 work units in and out at 2 threads nearly every acquisition
/// waits (counted in a throwaway build in this VM's fast state: 1.76 to
/// 1.85 million `lock_slow` calls per 1.85 to 1.93 million pairs, two to
/// three polls each), and the waiter arrives a few polls before the release.
/// The phase's set-up (`SpinPhase::start`: the hint slot, the thread-local
/// counters and marks) ran before its first poll, so it was added to every
/// hand-over whose release came early in the wait; polling first hides it.
/// A poll that finds the lock free goes straight to the compare-and-swap,
/// and the phase is never started (so it does not count towards
/// [`ASK_ONE_IN`]: the slot is sampled less often while hand-overs are
/// this quick). Measured in the README's session-28 rows ("Performance
/// work"); one early poll gained nothing, and session 27's lead-in of eight
/// fast polls cost the empty and short workloads.
#[cfg(not(loom))]
const EARLY_POLLS: u32 = 3;

/// The most spin-loop hints between two polls of the word once the backoff
/// has started (exponential backoff up to this cap keeps the cache line with
/// its owner while the lock stays held).
const MAX_BACKOFF: u32 = 16;

/// The most spin-loop hints between two polls on a lock whose owner
/// re-locks at once or whose cache line is far, from the first poll on: a
/// random 1 to 1,024 hints, about 5.6 us on average where a hint takes
/// 11 ns (the Intel Xeon VM of session 19) and 13 us where it takes 25 ns
/// (the AMD Zen 4 VM of sessions 1-18). 1,024 rather than 256 (session 19,
/// 6 paired rounds with each of empty, short, medium and sleepy at 2 to 32
/// threads): every empty, short and medium cell faster (medium/4 from 0.88
/// to 1.00 of the best peer), sleepy level. The longer the owner keeps the
/// line to itself, the more it gets done; fairness is the starvation
/// bound's job (`FAIR_AFTER`), not the poll rate's. A slow phase reads the
/// clock after every poll (see [`CLOCK_EVERY`]), so the pause stage still
/// ends within one backoff of its 4 us.
const SLOW_BACKOFF: u32 = 1024;

/// The first pause of a phase that polls slowly while its slot says the
/// line is far is this many spin-loop hints plus a random 0 to this many
/// less one, instead of 1 to [`SLOW_BACKOFF`]: about 25 to 50 us where a
/// hint takes 25 ns (the AMD Zen 4 VM). On a far line the short workload
/// (10 work units in, 50 out) mostly takes turns on the fast path: each
/// thread's compare-and-swap fetches the line from the other CPU, by which
/// time the other's short hold is over, so nearly every `lock` finds the
/// lock free. In a throwaway counting build (25 runs of 0.3 s at 2
/// threads, far line) a median 262 of every 1,000 acquisitions changed
/// thread (32 to 565) while a median 5 went through `lock_slow`, and the
/// runs with fewer changes were the fast ones (20.6 M pairs per second at
/// 126 changes, 14.5 M at 565). A waiter that does find the lock held is
/// the one chance of a run; if its first poll comes soon (one slow
/// back-off), the turns resume. Waiting 25 to 50 us first lets the owner
/// run alone for hundreds of pairs. Measured in `mutex_ops` (the README's
/// session-47 rows): 28 far rounds of a knob build, short at 2 / 4 / 8
/// threads 17.3 / 16.9 / 17.0 M pairs per second against 15.2 / 15.7 /
/// 15.5 without (2,048 and 8,192 hints no better); near rounds level (the
/// rule never acts there). The cost is fairness on a far line: in the
/// README's paired runs the slowest thread's share fell below 0.6 of the
/// mean in 4 far runs of this rule (0.38 to 0.56: empty at 4, 8 and 32
/// threads, short at 32) and in none without it, though its median over
/// the runs stayed 0.75 or more in every far cell.
#[cfg(not(loom))]
const FAR_FIRST_HINTS: u32 = 1024;

/// An owner whose next `lock` comes sooner than this after its unlock
/// "re-locks at once" (about the cost of one cache-line transfer between
/// cores). Measured here in `mutex_ops` (the cheapest clock read taken off):
/// its empty loop 30-70 ns, mostly under 60; 50 work units outside the lock
/// (54 ns) 60-110 ns; 100 units 110 ns and more.
#[cfg(not(loom))]
const RELOCK_NS: u64 = 60;

/// The cheapest clock read seen so far, in nanoseconds (`u64::MAX` until
/// the first sample).
#[cfg(not(loom))]
static CLOCK_FLOOR: AtomicU64 = AtomicU64::new(u64::MAX);

/// One sampling phase in this many also times its polls (see [`FAR_NS`]).
/// Timing every sampling phase cost the 100-in/100-out workload about 10%
/// at 2 threads while transfers were cheap: the clock reads spread the
/// polls, and a timed waiter lost one race in eight against the returning
/// owner (one in thousands untimed), then napped while the owner ran alone.
#[cfg(not(loom))]
const TIME_ONE_IN: u32 = 16;

/// A timed first-free poll (load and compare-and-swap) slower than this
/// fetched the line from far away. Measured here (`mutex_ops`, 100 work
/// units in and out, the cheapest clock read taken off): 20 to 80 ns with
/// 0.3 to 2% over 80 while the cache-line round trip between the vCPUs was
/// 60-90 ns; while it was 310-350 ns, 80 to 180 ns, 93 to 97% of the kept
/// samples (see [`NO_TRANSFER_NS`]) over 80.
#[cfg(not(loom))]
const FAR_NS: u64 = 80;

/// A timed poll faster than this timed no transfer (probably the load
/// started before the first clock read completed; not checked): no sample.
/// Up to 40% of the samples in the slow state.
#[cfg(not(loom))]
const NO_TRANSFER_NS: u64 = 20;

/// A far level with no line sample for this long is dropped (checked by one
/// waiter start in [`ASK_ONE_IN`] that finds the line far). Line samples
/// come only from timed phases that find the lock free, so a level can
/// outlive what it measured: with a holder that sleeps inside the lock no
/// poll finds it free, and a level left by an earlier workload (or another
/// lock on the same slot) kept its waiters polling slowly, past the pause
/// stage into naps instead of the held rule's futex sleep. Here a lock with
/// 100 work units in and out got a sample every 2-3 ms in the slow state.
#[cfg(not(loom))]
const FAR_STALE_NS: u64 = 50_000_000;

/// One waiter start in this many considers asking for a sample (asking
/// reads the clock; doing that at every start, 5 paired rounds gave the
/// 100-in/100-out workload 0.82-0.83 of the best peer, against 0.88-0.95
/// without sampling).
#[cfg(not(loom))]
const ASK_ONE_IN: u32 = 16;

/// A thread polls fast on a far line when its average wait there exceeds
/// its average run times this times the threads waiting (see "Losers" in
/// the module documentation). 2, from `mutex_ops` rounds in the README's
/// session-24 rows: with the mix of a 10/50 thread beside a 100/100 one on a
/// far line, `min/mean` 0.68 against 0.03 without the rule; 1 without the
/// count of waiters made every thread a loser at 4 to 32 threads and cost
/// medium there 0.1-0.2 of the best peer.
#[cfg(not(loom))]
const LOSER_RATIO: u64 = 2;

/// How often a lock's owner is asked for a new sample (per lock, while
/// waiters poll it).
#[cfg(not(loom))]
const SAMPLE_EVERY_NS: u64 = 10_000;

/// Where a waiter is in the policy (see the module documentation).
#[cfg(not(loom))]
#[derive(Clone, Copy)]
enum Stage {
    Pause,
    Probe,
    Nap(u32),
}

/// One waiter's spinning in progress (reset after each futex sleep).
pub(crate) struct SpinPhase {
    /// Polls so far.
    iterations: u32,
    /// The owner re-locks at once: poll slowly (see the module documentation).
    slow: bool,
    #[cfg(not(loom))]
    stage: Stage,
    /// State of the jitter generator (xorshift32); seeded by `start`.
    #[cfg(not(loom))]
    jitter: u32,
    /// Polls since one last found the lock free.
    #[cfg(not(loom))]
    held_polls: u32,
    /// A poll found the lock free since the last clock check.
    #[cfg(not(loom))]
    saw_free: bool,
    /// A compare-and-swap on a free-looking lock lost to another thread.
    #[cfg(not(loom))]
    lost: bool,
    /// The lock this phase polls (set by `start`).
    #[cfg(not(loom))]
    key: usize,
    /// This thread's [`HELD_MARK`] names this lock.
    #[cfg(not(loom))]
    held_mark: bool,
    /// This phase sleeps after [`HELD_POLLS`] held polls, with no time
    /// minimum (see [`HELD_RECHECK_EVERY`]).
    #[cfg(not(loom))]
    short_held: bool,
    /// This phase follows the thread's own wake-up of a sleeper on the lock
    /// (set by `follows_own_wake`, see [`WAKER_RECHECK_EVERY`]).
    #[cfg(not(loom))]
    after_wake: bool,
    /// This phase sleeps at its next held poll (see [`WAKER_RECHECK_EVERY`]).
    #[cfg(not(loom))]
    sleep_now: bool,
    /// The hint slot of the lock whose line this phase times (`None`: not
    /// timing).
    #[cfg(not(loom))]
    timed: Option<&'static Slot>,
    /// When the current poll began ([`now_ns`]), in a timing phase.
    #[cfg(not(loom))]
    poll_at: u64,
    /// When the pause stage began (read at the first check, or by `start`
    /// when polling slowly).
    #[cfg(not(loom))]
    started: Option<Instant>,
    /// When a poll last found the lock free (or the stage began).
    #[cfg(not(loom))]
    progress: Option<Instant>,
    /// The previous clock read (just before the probe's yield).
    #[cfg(not(loom))]
    last_check: Option<Instant>,
    /// The probe's yield ran another thread (set by `pause`).
    #[cfg(not(loom))]
    yield_ran: bool,
    /// The race that ended the pause stage was lost on a lock whose slot
    /// said "poll fast", with nobody asleep on it (see [`NEAR_RETRIES`]).
    #[cfg(not(loom))]
    lost_near: bool,
    /// New pause stages this phase has started after such a race.
    #[cfg(not(loom))]
    retries: u32,
    /// The slot whose waiter count this phase is in, while the loser rule
    /// times its wait (`None`: not timed).
    #[cfg(not(loom))]
    counted: Option<&'static Slot>,
    /// The phase follows a futex sleep of this thread (set by
    /// [`SpinPhase::woken`]).
    #[cfg(not(loom))]
    woken: bool,
    /// The pause stage lasts [`WOKEN_PHASE_NS`] and a lost race does not end
    /// it (set by `start`).
    #[cfg(not(loom))]
    long: bool,
    /// The phase polls slowly and its slot says the line is far: its first
    /// pause is [`FAR_FIRST_HINTS`] long (set by `start`).
    #[cfg(not(loom))]
    far_first: bool,
}

impl Drop for SpinPhase {
    /// A timed phase leaves its slot's count of slow waiters (it took the
    /// lock, or sleeps, where the word counts it).
    #[inline]
    fn drop(&mut self) {
        #[cfg(not(loom))]
        if let Some(slot) = self.counted.take() {
            // Relaxed: a hint, like the rest of the slot.
            slot.waiting.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

impl SpinPhase {
    /// Starts a spin phase (reads no clock until the first check).
    #[inline]
    pub(crate) fn new() -> Self {
        SpinPhase {
            iterations: 0,
            slow: false,
            #[cfg(not(loom))]
            stage: Stage::Pause,
            #[cfg(not(loom))]
            jitter: 0,
            #[cfg(not(loom))]
            held_polls: 0,
            #[cfg(not(loom))]
            saw_free: false,
            #[cfg(not(loom))]
            lost: false,
            #[cfg(not(loom))]
            key: 0,
            #[cfg(not(loom))]
            held_mark: false,
            #[cfg(not(loom))]
            short_held: false,
            #[cfg(not(loom))]
            after_wake: false,
            #[cfg(not(loom))]
            sleep_now: false,
            #[cfg(not(loom))]
            timed: None,
            #[cfg(not(loom))]
            poll_at: 0,
            #[cfg(not(loom))]
            started: None,
            #[cfg(not(loom))]
            progress: None,
            #[cfg(not(loom))]
            last_check: None,
            #[cfg(not(loom))]
            yield_ran: false,
            #[cfg(not(loom))]
            lost_near: false,
            #[cfg(not(loom))]
            retries: 0,
            #[cfg(not(loom))]
            counted: None,
            #[cfg(not(loom))]
            woken: false,
            #[cfg(not(loom))]
            long: false,
            #[cfg(not(loom))]
            far_first: false,
        }
    }

    /// Starts the spin phase of a thread just woken from the futex (see
    /// [`WOKEN_PHASE_NS`]).
    #[inline]
    pub(crate) fn woken() -> Self {
        #[cfg(not(loom))]
        {
            SpinPhase {
                woken: true,
                ..SpinPhase::new()
            }
        }
        #[cfg(loom)]
        SpinPhase::new()
    }

    /// Starts polling lock `key`: picks the polling rate from the lock's hint
    /// slot, and says whether to ask the owner for a sample (`asked`: the
    /// word already carries a request). Every [`ASK_ONE_IN`]th start of this
    /// thread looks at the clock, and asks if nobody asked for this lock in
    /// the last [`SAMPLE_EVERY_NS`]; one asking start in [`TIME_ONE_IN`]
    /// also times its polls. Must run before the first [`SpinPhase::pause`]
    /// (it seeds the jitter). `sleepers`: how many waiters the word counts
    /// (for the loser rule).
    #[inline]
    pub(crate) fn start(&mut self, key: usize, asked: bool, sleepers: u64) -> bool {
        #[cfg(not(loom))]
        {
            self.start_on(slot(key), key, asked, sleepers)
        }
        // Under the model checker the rate stays fast and every polling
        // waiter asks, so the bit's interplay with the state machine is
        // explored.
        #[cfg(loom)]
        {
            let _ = (key, sleepers);
            !asked
        }
    }

    /// `start` on the lock's hint slot `slot` (a test's own slot in tests).
    #[cfg(not(loom))]
    #[inline]
    fn start_on(&mut self, slot: &'static Slot, key: usize, asked: bool, sleepers: u64) -> bool {
        let mut value = slot.hint.load(Ordering::Relaxed);
        let starts = STARTS
            .try_with(|starts| {
                let n = starts.get().wrapping_add(1);
                starts.set(n);
                n
            })
            .ok();
        // The phase's address alone is the same for every phase of a
        // thread (same stack frame), and so would be its whole jitter
        // sequence; the start count makes each phase draw a new one.
        // Truncation is fine: any non-zero seed will do.
        let here = self as *const Self as usize as u32;
        self.jitter = (here ^ starts.unwrap_or(0).wrapping_mul(0x9E37_79B9)) | 1;
        if starts.is_some_and(|n| n.is_multiple_of(ASK_ONE_IN)) && far(value) {
            value = drop_stale_far(slot, value, now_ns());
        }
        self.slow = phase_polls_slowly(slot, value);
        self.long = woken_phase_is_long(self.woken, self.slow, value);
        if self.slow && value & RELOCKS == 0 {
            // Slow for a far line: the loser rule times this wait.
            self.time_wait(slot, key, sleepers);
        }
        // (After the loser rule, which may make the phase poll fast.)
        self.far_first = self.slow && far(value);
        let Some(n) = starts else { return false };
        self.key = key;
        if self.slow {
            let now = Instant::now();
            self.started = Some(now);
            self.progress = Some(now);
            self.last_check = Some(now);
        } else if let Ok(Some(marked)) =
            HELD_MARK.try_with(|mark| held_mark_start(mark, key, self.after_wake))
        {
            // (Slow polling takes microseconds per poll, so a slow
            // phase's held polls do not show a holder that makes no
            // progress: the mark is neither used nor set while polling
            // slowly.)
            self.held_mark = true;
            self.short_held = marked != Marked::Full;
            self.sleep_now = marked == Marked::Sleep;
        }
        let ask = !asked && n.is_multiple_of(ASK_ONE_IN) && wants_sample(&slot.hint, value);
        if ask && (n / ASK_ONE_IN).is_multiple_of(TIME_ONE_IN) {
            self.timed = Some(slot);
        }
        ask
    }

    /// Notes whether this thread's last wake-up of a sleeper was on lock
    /// `key` and has not been used yet (see [`woke`]): called once per
    /// `lock_slow`, on its first phase only, before `start`.
    #[inline]
    pub(crate) fn follows_own_wake(&mut self, key: usize) {
        #[cfg(not(loom))]
        {
            // (An error means thread-locals are being destroyed: no note.)
            self.after_wake = WOKE.try_with(|woke| woke.replace(0)).ok() == Some(key);
        }
        #[cfg(loom)]
        let _ = key;
    }

    /// The loser rule's part of `start`, on a phase that polls slowly for a
    /// far line: counts the phase in its slot, and has it poll fast if this
    /// thread is a loser on lock `key` (see "Losers" in the module
    /// documentation).
    #[cfg(not(loom))]
    #[inline(never)] // see "The helpers that `lock_slow` calls" above
    fn time_wait(&mut self, slot: &'static Slot, key: usize, sleepers: u64) {
        // Relaxed: a hint; a count off by a racing phase only moves the
        // threshold by one waiter.
        let waiting = slot.waiting.fetch_add(1, Ordering::Relaxed) + 1;
        self.counted = Some(slot);
        if loser_starts_waiting(key, waiting.saturating_add(sleepers)) {
            self.slow = false;
        }
    }

    /// Whether the loser rule times this phase's wait (the caller reports
    /// the end of the wait, see [`wait_ended`]).
    #[inline]
    pub(crate) fn timed_wait(&self) -> bool {
        #[cfg(not(loom))]
        return self.counted.is_some();
        #[cfg(loom)]
        false
    }

    /// The caller found the lock free (and is trying to take it): the owner
    /// is making progress.
    #[inline]
    pub(crate) fn saw_free(&mut self) {
        #[cfg(not(loom))]
        {
            self.saw_free = true;
            self.held_polls = 0;
            if core::mem::take(&mut self.held_mark) {
                // The holder makes progress again: the rest of this phase
                // runs the full held rule. (Ignoring the error is fine:
                // thread-locals are being destroyed.)
                self.short_held = false;
                self.sleep_now = false;
                let _ = HELD_MARK.try_with(|mark| mark.set((0, 0)));
            }
        }
    }

    /// The caller is about to poll the word: a timing phase notes the time.
    #[inline]
    pub(crate) fn before_poll(&mut self) {
        #[cfg(not(loom))]
        if self.timed.is_some() {
            self.note_poll();
        }
    }

    /// The caller found the word free and tried its compare-and-swap (won
    /// or lost): in a timing phase, the time since `before_poll` is one
    /// line-transfer sample. The clock is read after the compare-and-swap,
    /// so that nothing delays it; one sample per phase.
    #[inline]
    pub(crate) fn after_try(&mut self) {
        #[cfg(not(loom))]
        if self.timed.is_some() {
            self.end_sample();
        }
    }

    // The two halves of a timing phase's work are out of line: inlined into
    // `lock_slow`, the second alone (never run there) cost the empty
    // workload at 32 threads a fifth of its throughput (160 M pairs/s
    // against 200 M in 6 paired rounds), a code-layout effect.

    /// `before_poll` in a timing phase.
    #[cfg(not(loom))]
    #[cold]
    #[inline(never)]
    fn note_poll(&mut self) {
        self.poll_at = now_ns();
    }

    /// `after_try` in a timing phase.
    #[cfg(not(loom))]
    #[cold]
    #[inline(never)]
    fn end_sample(&mut self) {
        // `poll_at` is set: `start` sets `timed`, and the caller's next steps
        // are `pause`, `before_poll` (which notes the time) and the poll, so
        // no compare-and-swap comes between the first two.
        if let Some(slot) = self.timed.take() {
            let now = now_ns();
            line_sample(slot, less_clock_read(now.saturating_sub(self.poll_at)), now);
        }
    }

    /// The caller found lock `key` free but another thread took it first;
    /// `sleepers`: the word the winner left (or, from `lock_contended`, the
    /// word read just after) counts sleeping waiters.
    #[inline]
    pub(crate) fn lost_race(&mut self, key: usize, sleepers: bool) {
        // Only while nobody sleeps on the word (see `NEAR_RETRIES`). The slot
        // is read here, not taken from `start`: `lock_contended` reports a
        // lost race before the phase has started polling.
        #[cfg(not(loom))]
        self.note_lost(!sleepers && !polls_slowly(slot(key).hint.load(Ordering::Relaxed)));
        #[cfg(loom)]
        let _ = (key, sleepers);
    }

    /// `lost_race`, `near`: the lock polls fast and nobody sleeps on it.
    #[cfg(not(loom))]
    #[inline]
    fn note_lost(&mut self, near: bool) {
        self.lost = true;
        self.lost_near = near;
    }

    /// Waits before the next poll: in the pause stage one spin-loop hint
    /// for the first `FAST_POLLS` polls, then a random 1 to 2^k hints, k
    /// growing by one per poll up to `MAX_BACKOFF` (a random 1 to
    /// `SLOW_BACKOFF` when polling slowly, and before the first poll of a
    /// slow phase on a far line `FAR_FIRST_HINTS` plus a random 0 to
    /// `FAR_FIRST_HINTS` - 1, see [`SpinPhase::backoff`]); in the probe one
    /// `sched_yield`; in the nap stage one nap.
    ///
    /// The jitter matters when the holder's critical section and the gap
    /// until its next `lock` are regular: a fixed poll period can fall into
    /// step with them and miss every free moment, and the waiter then sleeps
    /// for nothing (the counters showed 1 to 4 futex waits per 1,000 pairs
    /// with 100 work units in and out; with jitter, 0.1 to 0.2).
    #[inline]
    pub(crate) fn pause<O: super::LockOps>(&mut self) {
        #[cfg(not(loom))]
        match self.stage {
            Stage::Pause => {}
            Stage::Probe => {
                std::thread::yield_now();
                // The probe's verdict, timed from the clock read that ended
                // the pause stage. `keep_spinning` acts on it if the next
                // poll finds the lock held; either way a yield that ran
                // others counts for `MIN_TURN` (one that found nobody else
                // runnable charges nothing).
                let now = Instant::now();
                self.yield_ran = self
                    .last_check
                    .is_some_and(|before| ran_others(before, now));
                if self.yield_ran {
                    // (Ignoring the error is fine, as in `saw_free`: no
                    // later phase of this thread will read it.)
                    let _ = YIELDED_AT.try_with(|at| at.set(Some(now)));
                }
                return;
            }
            Stage::Nap(_) => {
                std::thread::sleep(NAP);
                return;
            }
        }
        #[cfg(not(loom))]
        let hints = self.backoff();
        #[cfg(loom)]
        let hints = if self.slow { SLOW_BACKOFF } else { 1 };
        for _ in 0..hints {
            O::spin_relax();
        }
    }

    /// How many spin-loop hints the pause stage waits before the next poll.
    #[cfg(not(loom))]
    #[inline]
    fn backoff(&mut self) -> u32 {
        // (`keep_spinning` has counted the poll this pause precedes, so the
        // phase's first pause sees 1.)
        if self.far_first && self.iterations == 1 {
            return FAR_FIRST_HINTS + self.next_random() % FAR_FIRST_HINTS;
        }
        let cap = if self.slow {
            SLOW_BACKOFF
        } else {
            let k = self.iterations.saturating_sub(FAST_POLLS);
            1u32 << k.min(MAX_BACKOFF.trailing_zeros())
        };
        // In a timing phase the clock read before each poll takes the place
        // of one hint, so the phase polls about as often as others (the
        // clock read costs about as much as a hint here).
        1 + self.next_random() % cap - u32::from(self.timed.is_some())
    }

    /// A cheap pseudo-random number (xorshift32), seeded by `start`.
    #[cfg(not(loom))]
    #[inline]
    fn next_random(&mut self) -> u32 {
        let mut x = self.jitter;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.jitter = x;
        x
    }

    /// Counts one poll that found the lock held and says whether to go on
    /// (`false`: sleep on the futex now).
    #[inline]
    pub(crate) fn keep_spinning(&mut self) -> bool {
        #[cfg(loom)]
        {
            // Under the model checker every iteration is a scheduling point;
            // one poll covers both "took it while spinning" and "spun and then
            // slept", and every poll more multiplies the interleavings.
            self.iterations += 1;
            self.iterations <= 1
        }
        #[cfg(not(loom))]
        {
            if self.iterations == 0 && !multi_cpu() {
                return false;
            }
            self.iterations = self.iterations.wrapping_add(1);
            self.held_polls = self.held_polls.saturating_add(1);
            if self.sleep_now {
                // A marked lock after this thread's own wake-up: one poll
                // found it held (see `WAKER_RECHECK_EVERY`).
                return false;
            }
            match self.stage {
                Stage::Pause => {}
                // The yield ran others: more threads are runnable than there
                // are CPUs. (`pause` timed it as it returned.)
                Stage::Probe if self.yield_ran => return false,
                // The yield ran nobody, and the stage ended on a race lost
                // where the owner works outside the lock: poll again.
                Stage::Probe if self.lost_near && self.retries < NEAR_RETRIES => {
                    self.retries += 1;
                    self.lost = false;
                    self.lost_near = false;
                    self.started = None;
                    self.progress = None;
                    self.stage = Stage::Pause;
                    return true;
                }
                Stage::Probe => {
                    self.stage = Stage::Nap(1);
                    return true;
                }
                Stage::Nap(n) if n < MAX_NAPS => {
                    self.stage = Stage::Nap(n + 1);
                    return true;
                }
                Stage::Nap(_) => return false,
            }
            // Only the pause stage reads the clock. Fast polls are cheap, so
            // a fast phase reads it only every few; a slow one after every
            // poll, so its budget holds whatever a hint costs (`CLOCK_EVERY`).
            if !self.lost && !self.slow && !self.iterations.is_multiple_of(CLOCK_EVERY) {
                return true;
            }
            let now = Instant::now();
            let started = *self.started.get_or_insert(now);
            let progress = self.progress.get_or_insert(now);
            self.last_check = Some(now);
            if core::mem::take(&mut self.saw_free) {
                *progress = now;
            }
            if self.held_polls >= HELD_POLLS
                && (self.short_held
                    || now.duration_since(*progress).as_nanos() >= u128::from(HELD_NS))
            {
                if !self.slow && !self.held_mark {
                    let key = self.key;
                    // Ignoring the error is fine, as in `saw_free`.
                    let _ = HELD_MARK.try_with(|mark| mark.set((key, 0)));
                }
                return false;
            }
            if pause_stage_over(self.long, self.lost, now.duration_since(started)) {
                let last = YIELDED_AT.try_with(Cell::get).ok().flatten();
                if !may_yield(last, now) {
                    // This thread yielded moments ago: another yield would
                    // forfeit a slice for a short turn (see `MIN_TURN`), so
                    // it sleeps, as after a probe that ran others.
                    return false;
                }
                self.stage = Stage::Probe;
            }
            true
        }
    }
}

/// Whether the pause stage ends at this clock check, `elapsed` after it
/// began: a lost race ends it, except in a `long` phase (see
/// [`WOKEN_PHASE_NS`]), and so does the end of its budget.
#[cfg(not(loom))]
#[inline]
fn pause_stage_over(long: bool, lost: bool, elapsed: Duration) -> bool {
    let budget = if long { WOKEN_PHASE_NS } else { PAUSE_PHASE_NS };
    (lost && !long) || elapsed.as_nanos() >= u128::from(budget)
}

/// Whether a phase polls as [`WOKEN_PHASE_NS`] says: it follows a futex
/// sleep (`woken`) and polls slowly (`slow`) because the slot's value
/// `value` marks an owner that re-locks at once (not only a far line).
#[cfg(not(loom))]
#[inline]
fn woken_phase_is_long(woken: bool, slow: bool, value: u64) -> bool {
    woken && slow && value & RELOCKS != 0
}

/// Whether more than one CPU can run this process (cached after the first call).
#[cfg(not(loom))]
fn multi_cpu() -> bool {
    use core::sync::atomic::{AtomicU8, Ordering};
    // 0: not yet known, 1: one CPU, 2: several. A race only repeats the query.
    static CPUS: AtomicU8 = AtomicU8::new(0);
    match CPUS.load(Ordering::Relaxed) {
        0 => {
            let several = std::thread::available_parallelism().map_or(true, |n| n.get() > 1);
            CPUS.store(if several { 2 } else { 1 }, Ordering::Relaxed);
            several
        }
        n => n == 2,
    }
}

/// How long a sleeping waiter may go without the lock, per thread registered
/// on the word, before it asks for hand-offs (the `STARVING` bit of the
/// lock word); see [`fair_after`].
///
/// Barging (a running thread takes a just-released lock ahead of sleepers) is
/// what makes a futex mutex fast, but a sleeper that keeps losing can wait
/// without bound. After this long, a sleeper reserves the next release for
/// itself (one thread at a time), and every unlock wakes it directly.
#[cfg(not(loom))]
const FAIR_AFTER: Duration = Duration::from_micros(500);

/// The most registered waiters [`fair_after`] counts: no sleeper waits more
/// than this many [`FAIR_AFTER`] (4 ms) before it reserves the lock.
#[cfg(not(loom))]
const FAIR_WAITERS_MAX: u32 = 8;

/// How long a sleeper may wait before it reserves the next release, with
/// `waiters` threads registered on the word: [`FAIR_AFTER`] for each (at
/// least one, at most [`FAIR_WAITERS_MAX`]).
///
/// A reserved release stays free until the scheduler runs the starving
/// thread, and nobody else may take it meanwhile: each claim puts one full
/// wake-up on the lock's critical path, where an unreserved release goes to
/// whichever comes first, the woken sleeper or a running thread. With a
/// holder that sleeps 50 us inside the lock (about 140 us here with the
/// kernel's timer slack), 7 other threads queue behind it for about 1 ms,
/// so a fixed 500 us made a claim at 11-15 of every 100 pairs, and the
/// mean gap from one holder's release to a different thread's lock was
/// 7.9 us against 4.8-5.0 for std and parking_lot (8 threads; a throwaway
/// `mutex_ops` build that times that gap; the README's session-10 rows). A
/// FIFO queue with 500 us holds would make the last of `n` waiters wait `n`
/// times that, so that is the bound here: the gap fell to 6.3 us (7.4 to
/// 5.7 at 4 threads), and the slowest thread's share stayed 0.90 or more.
/// The cap keeps the bound at 4 ms however many threads wait.
#[cfg(not(loom))]
#[inline(never)] // see "The helpers that `lock_slow` calls" above
fn fair_after(waiters: u32) -> Duration {
    FAIR_AFTER * waiters.clamp(1, FAIR_WAITERS_MAX)
}

/// Measures one thread's wait for the lock, for the starvation rule.
pub(crate) struct WaitClock {
    #[cfg(not(loom))]
    since: Option<Instant>,
    #[cfg(loom)]
    sleeps: u32,
}

impl WaitClock {
    /// A thread that has not slept yet.
    #[inline]
    pub(crate) fn new() -> Self {
        WaitClock {
            #[cfg(not(loom))]
            since: None,
            #[cfg(loom)]
            sleeps: 0,
        }
    }

    /// Called each time the thread is about to sleep.
    #[inline]
    pub(crate) fn before_sleep(&mut self) {
        #[cfg(not(loom))]
        if self.since.is_none() {
            self.since = Some(Instant::now());
        }
        #[cfg(loom)]
        {
            self.sleeps += 1;
        }
    }

    /// Whether the thread has waited long enough to demand hand-offs, with
    /// `waiters` threads registered on the lock (see [`fair_after`]).
    #[inline]
    pub(crate) fn starving(&self, waiters: u32) -> bool {
        #[cfg(not(loom))]
        {
            self.since
                .is_some_and(|t| t.elapsed() >= fair_after(waiters))
        }
        // Deterministic under the model checker: starving from the second sleep.
        #[cfg(loom)]
        {
            let _ = waiters;
            self.sleeps >= 2
        }
    }
}

/// A lock's hint slot.
#[cfg(not(loom))]
#[repr(align(64))] // one cache line each: owners write their slot, waiters read theirs
struct Slot {
    /// When its owner was last asked for a sample or sampled ([`now_ns`],
    /// shifted left by [`TIME_SHIFT`]), whether the last sample was a long
    /// gap ([`LAST_LONG`]), whether waiters should poll slowly ([`RELOCKS`])
    /// and how far the lock's cache line travels ([`FAR_LEVEL`]). 0: never
    /// sampled.
    hint: AtomicU64,
    /// When the last line sample came ([`now_ns`]; see [`FAR_STALE_NS`]).
    line_at: AtomicU64,
    /// When a `try_lock` last answered a sampling request ([`now_ns`]; 0:
    /// never; see [`try_taken`]).
    polled_at: AtomicU64,
    /// Threads in a spin phase on the lock that the loser rule times. (A
    /// child process after `fork` inherits the count of phases its parent's
    /// other threads had open, which never end there: the rule then counts
    /// that many extra waiters, and acts less, a cost in fairness only.)
    waiting: AtomicU64,
}

#[cfg(not(loom))]
impl Slot {
    /// A slot never sampled.
    const fn new() -> Self {
        Slot {
            hint: AtomicU64::new(0),
            line_at: AtomicU64::new(0),
            polled_at: AtomicU64::new(0),
            waiting: AtomicU64::new(0),
        }
    }
}

/// Bit 0 of a slot: the owner re-locks at once (see [`next_marks`] for the
/// rule).
#[cfg(not(loom))]
const RELOCKS: u64 = 1;

/// Bit 1 of a slot: the last sample was a long gap.
#[cfg(not(loom))]
const LAST_LONG: u64 = 2;

/// Bits 2 to 4 of a slot: the far level, 0 to [`FAR_MAX`] (see
/// [`next_far_level`]); the lock's line is far from level [`FAR_FROM`] on.
#[cfg(not(loom))]
const FAR_LEVEL: u64 = 0b111 << 2;

/// The highest far level.
#[cfg(not(loom))]
const FAR_MAX: u64 = 7;

/// The far level from which waiters poll slowly.
#[cfg(not(loom))]
const FAR_FROM: u64 = 4;

/// Every mark bit of a slot; the time is above them.
#[cfg(not(loom))]
const MARKS: u64 = RELOCKS | LAST_LONG | FAR_LEVEL;

/// Where the time starts in a slot (2^59 ns is 18 years of uptime).
#[cfg(not(loom))]
const TIME_SHIFT: u32 = 5;

/// How many hint slots: locks are hashed onto them by address, so a lock
/// stays one word. Two busy locks that share a slot overwrite each other's
/// sample, which costs speed, not correctness.
#[cfg(not(loom))]
const SLOTS: usize = 64;

#[cfg(not(loom))]
static HINTS: [Slot; SLOTS] = [const { Slot::new() }; SLOTS];

/// The zero of the slots' clock where there is no `CLOCK_MONOTONIC` to read
/// directly (the first sample of the process).
#[cfg(all(not(loom), not(any(target_os = "linux", target_os = "android"))))]
static EPOCH: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

#[cfg(not(loom))]
std::thread_local! {
    /// The lock this thread last released with `SAMPLE` set, and when.
    static RELEASED: Cell<(usize, u64)> = const { Cell::new((0, 0)) };
    /// How many times this thread started polling (see `SpinPhase::start`).
    static STARTS: Cell<u32> = const { Cell::new(0) };
    /// The lock whose holder this thread's last spin phase on it found
    /// making no progress (the held rule ended the phase; 0: none), and how
    /// many phases on it have started since (see [`HELD_RECHECK_EVERY`]).
    static HELD_MARK: Cell<(usize, u32)> = const { Cell::new((0, 0)) };
    /// The lock on which this thread's last unlock woke a sleeper, until its
    /// next `lock_slow` uses the note (0: none; see [`woke`]).
    static WOKE: Cell<usize> = const { Cell::new(0) };
    /// When this thread's last probe yield that ran others returned ([`MIN_TURN`]).
    static YIELDED_AT: Cell<Option<Instant>> = const { Cell::new(None) };
    /// This thread's turns on the lock it last waited on slowly (the loser
    /// rule).
    static TURNS: Cell<Turns> = const { Cell::new(Turns::NONE) };
}

/// One thread's waits and runs on one lock, for the loser rule (times from
/// [`now_ns`]).
#[cfg(not(loom))]
#[derive(Clone, Copy)]
struct Turns {
    /// The lock (0: none).
    key: usize,
    /// When this thread last took it after a timed wait (0: not yet).
    acquired_at: u64,
    /// When the current timed wait began (0: not waiting).
    waiting_since: u64,
    /// Average wait, ns.
    wait: u64,
    /// Average time from taking the lock after a wait to waiting again, ns.
    run: u64,
}

#[cfg(not(loom))]
impl Turns {
    const NONE: Turns = Turns {
        key: 0,
        acquired_at: 0,
        waiting_since: 0,
        wait: 0,
        run: 0,
    };

    /// Whether a thread with these averages, among `waiting` waiting
    /// threads (itself included), loses its share.
    fn loses(&self, waiting: u64) -> bool {
        self.wait > self.run.saturating_mul(LOSER_RATIO.saturating_mul(waiting))
    }
}

/// An exponential average giving a new sample a quarter of the weight.
#[cfg(not(loom))]
fn average(previous: u64, sample: u64) -> u64 {
    previous - previous / 4 + sample / 4
}

/// A timed phase on lock `key` starts, with `waiting` threads waiting on it:
/// notes the end of this thread's run (unless its wait had already begun,
/// before a futex sleep) and says whether it is a loser. Out of line: slow
/// phases poll microseconds apart, and the fast ones never get here.
#[cfg(not(loom))]
#[cold]
#[inline(never)]
fn loser_starts_waiting(key: usize, waiting: u64) -> bool {
    TURNS
        .try_with(|cell| {
            let mut turns = cell.get();
            // The clock is read only when a wait starts here, not on each
            // later phase of the same wait (a `lock_slow` that slept runs
            // several).
            if turns.key != key {
                turns = Turns {
                    key,
                    waiting_since: now_ns(),
                    ..Turns::NONE
                };
            } else if turns.waiting_since == 0 {
                let now = now_ns();
                if turns.acquired_at != 0 {
                    turns.run = average(turns.run, now.saturating_sub(turns.acquired_at));
                }
                turns.waiting_since = now;
            }
            cell.set(turns);
            turns.loses(waiting)
        })
        // Thread-locals being destroyed: no rule.
        .unwrap_or(false)
}

/// A wait for lock `key` that the loser rule timed (see
/// [`SpinPhase::timed_wait`]) ended: the calling thread took the lock
/// (`acquired`), or its deadline passed, and then the wait counts neither
/// as a wait nor as the start of a run.
#[cold]
#[inline(never)]
pub(crate) fn wait_ended(key: usize, acquired: bool) {
    #[cfg(not(loom))]
    let _ = TURNS.try_with(|cell| {
        let mut turns = cell.get();
        if turns.key != key || turns.waiting_since == 0 {
            return;
        }
        if acquired {
            let now = now_ns();
            turns.wait = average(turns.wait, now.saturating_sub(turns.waiting_since));
            turns.acquired_at = now;
        } else {
            turns.acquired_at = 0;
        }
        turns.waiting_since = 0;
        cell.set(turns);
    });
    #[cfg(loom)]
    let _ = (key, acquired);
}

/// How a phase on a lock this thread marked held polls (see
/// [`held_mark_start`]).
#[cfg(not(loom))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Marked {
    /// The full held rule.
    Full,
    /// Sleep after [`HELD_POLLS`] held polls, with no time minimum.
    Short,
    /// Sleep at the first held poll.
    Sleep,
}

/// A phase on lock `key` starts, with this thread's held mark `mark`
/// (`after_wake`: the phase follows this thread's own wake-up of a sleeper
/// on the lock): `None` if the mark names another lock (or none); otherwise
/// how the phase polls. Counted from the phase that set the mark, one phase
/// in [`HELD_RECHECK_EVERY`] runs the full rule, the others the short one;
/// after a wake-up, one in [`WAKER_RECHECK_EVERY`], the others sleep at
/// once. The count goes up either way.
#[cfg(not(loom))]
fn held_mark_start(mark: &Cell<(usize, u32)>, key: usize, after_wake: bool) -> Option<Marked> {
    let (marked, n) = mark.get();
    if marked != key || key == 0 {
        return None;
    }
    let n = n.wrapping_add(1);
    mark.set((marked, n));
    let (every, otherwise) = if after_wake {
        (WAKER_RECHECK_EVERY, Marked::Sleep)
    } else {
        (HELD_RECHECK_EVERY, Marked::Short)
    };
    Some(if n.is_multiple_of(every) {
        Marked::Full
    } else {
        otherwise
    })
}

/// This thread's unlock of lock `key` has just woken a sleeper (or handed
/// the lock to one): its next `lock_slow`, if on the same lock, polls as
/// [`WAKER_RECHECK_EVERY`] says.
///
/// The note is used by the next `lock_slow` of this thread, whichever lock
/// it is on, and only there: if the thread takes the lock back on the fast
/// path first, the note stays, and a later phase on the lock counts as one
/// after a wake-up. That costs at most one phase's polling, and only on a
/// lock this thread marked held.
#[inline]
pub(crate) fn woke(key: usize) {
    #[cfg(not(loom))]
    {
        // (An error means thread-locals are being destroyed: no note.)
        let _ = WOKE.try_with(|woke| woke.set(key));
    }
    #[cfg(loom)]
    let _ = key;
}

/// A slot's mode bits after a sample (`relocks`: the gap was short), given
/// its value before.
///
/// One short gap makes waiters poll slowly; two long ones in a row make them
/// poll fast again. Samples taken while waiters poll fast are biased long (a
/// poll that lands in the gap makes the owner's compare-and-swap miss before
/// the slow path reads the clock), so one long gap does not undo "slow"; a
/// workload that works outside the lock practically never measures short
/// (see [`RELOCK_NS`]).
#[cfg(not(loom))]
fn next_marks(previous: u64, relocks: bool) -> u64 {
    match (relocks, previous & LAST_LONG != 0) {
        (true, _) => RELOCKS,
        (false, false) => LAST_LONG | (previous & RELOCKS),
        (false, true) => LAST_LONG,
    }
}

/// The far level after a line sample of `ns` nanoseconds (see
/// [`FAR_NS`]): up two for a far one, down one for a near one, within 0 to
/// [`FAR_MAX`]. The level then climbs while more than a third of the
/// samples are far and sinks while fewer are: the fast state here has up to
/// 2% far samples, the slow one over 90%, and a single odd sample moves the
/// level without crossing [`FAR_FROM`] from either end.
#[cfg(not(loom))]
fn next_far_level(level: u64, ns: u64) -> u64 {
    if ns > FAR_NS {
        (level + 2).min(FAR_MAX)
    } else {
        level.saturating_sub(1)
    }
}

/// Whether the slot value `value` says the lock's line is far.
#[cfg(not(loom))]
#[inline]
fn far(value: u64) -> bool {
    (value & FAR_LEVEL) >> 2 >= FAR_FROM
}

/// Whether the slot value `value` tells waiters to poll slowly: the owner
/// re-locks at once, or the line is far.
#[cfg(not(loom))]
#[inline]
fn polls_slowly(value: u64) -> bool {
    value & RELOCKS != 0 || far(value)
}

/// A time measured between two clock reads, less what a read itself adds:
/// the cheapest read seen so far ([`CLOCK_FLOOR`]; nothing before the
/// first owner's gap sample has measured one).
#[cfg(not(loom))]
#[inline(never)] // see "The helpers that `lock_slow` calls" above
fn less_clock_read(ns: u64) -> u64 {
    let floor = CLOCK_FLOOR.load(Ordering::Relaxed);
    ns.saturating_sub(if floor == u64::MAX { 0 } else { floor })
}

/// A timing waiter's sample for the lock with hint slot `slot`: its first
/// poll that found the lock free, with the compare-and-swap after it, took
/// `ns`, and ended at `now` ([`now_ns`]).
#[cfg(not(loom))]
fn line_sample(slot: &Slot, ns: u64, now: u64) {
    if ns < NO_TRANSFER_NS {
        return;
    }
    let value = slot.hint.load(Ordering::Relaxed);
    let level = next_far_level((value & FAR_LEVEL) >> 2, ns);
    // Relaxed, and plain stores: a hint, as for the owner's samples; a
    // sample lost to a racing store only delays the level by one step.
    slot.hint
        .store((value & !FAR_LEVEL) | (level << 2), Ordering::Relaxed);
    slot.line_at.store(now, Ordering::Relaxed);
}

/// The slot value `value` (read from `slot`, with a far level) without
/// that level if no line sample has come for [`FAR_STALE_NS`] before `now`
/// ([`now_ns`]); the slot is updated to match.
#[cfg(not(loom))]
#[cold]
fn drop_stale_far(slot: &Slot, value: u64, now: u64) -> u64 {
    if now.saturating_sub(slot.line_at.load(Ordering::Relaxed)) < FAR_STALE_NS {
        return value;
    }
    let value = value & !FAR_LEVEL;
    // A plain store: a racing request stamp or sample may be lost, which
    // only delays the next one.
    slot.hint.store(value, Ordering::Relaxed);
    value
}

/// The hint slot of lock `key` (Fibonacci hashing of the address).
#[cfg(not(loom))]
#[inline]
fn slot(key: usize) -> &'static Slot {
    let hash = (key as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - SLOTS.trailing_zeros());
    // Truncation is fine: the hash is below SLOTS.
    &HINTS[hash as usize]
}

/// The slots' clock, in nanoseconds: `CLOCK_MONOTONIC` itself on Linux
/// (what `Instant` reads there; no epoch to set up, so nothing a `fork` could
/// catch half-initialized), elsewhere the time since `EPOCH`.
#[cfg(all(not(loom), any(target_os = "linux", target_os = "android")))]
#[inline(never)] // see "The helpers that `lock_slow` calls" above
fn now_ns() -> u64 {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::Monotonic);
    // CLOCK_MONOTONIC is never negative and its nanoseconds are below 1e9.
    let (secs, nanos) = (
        u64::try_from(t.tv_sec).unwrap_or(0),
        u64::try_from(t.tv_nsec).unwrap_or(0),
    );
    secs.wrapping_mul(1_000_000_000).wrapping_add(nanos)
}

/// See the Linux version.
#[cfg(all(not(loom), not(any(target_os = "linux", target_os = "android"))))]
#[inline(never)] // see "The helpers that `lock_slow` calls" above
fn now_ns() -> u64 {
    let epoch = *EPOCH.get_or_init(Instant::now);
    // Truncation is fine: 2^64 ns is 584 years.
    Instant::now().saturating_duration_since(epoch).as_nanos() as u64
}

/// Whether the owner of the lock with hint slot `slot` (which held `value`
/// just now) should be asked for a sample: the last request is older than
/// [`SAMPLE_EVERY_NS`]. If so, the request is stamped now, whether or not it
/// is answered (a waiter that takes the lock first drops it), so requests
/// stay rare.
#[cfg(not(loom))]
#[inline(never)] // see "The helpers that `lock_slow` calls" above
fn wants_sample(slot: &AtomicU64, value: u64) -> bool {
    let now = now_ns();
    if now.saturating_sub(value >> TIME_SHIFT) < SAMPLE_EVERY_NS {
        return false;
    }
    // A plain store: two waiters racing here both ask, which is harmless.
    slot.store((now << TIME_SHIFT) | (value & MARKS), Ordering::Relaxed);
    true
}

/// How long after a `try_lock` answered a sampling request waiters poll the
/// lock fast whatever its slot says (see [`try_taken`]). Requests come at
/// most every [`SAMPLE_EVERY_NS`] and from one waiter start in
/// [`ASK_ONE_IN`], so a lock that pollers keep taking renews this many
/// times over; one they stopped taking goes back to its slot's rate soon.
#[cfg(not(loom))]
const POLLED_FOR_NS: u64 = 5_000_000;

/// A `try_lock` on lock `key` found a waiter's sampling request on the free
/// lock and took the lock.
///
/// So the lock is also taken by threads that never wait in `lock`: callers
/// of `try_lock` that come back to it in a loop. Such a poller takes a free
/// lock whenever it looks, so a waiter that polls slowly (the owner
/// re-locks at once, or the line is far; see the module documentation)
/// gives the lock to the poller, dozens of times, before its own next poll
/// (criterion's `try_lock_poller`: the medium workload's thread took up to
/// 2.6 times as long per pair as with std's mutex, a throwaway program with
/// the same two threads up to 6 times). For [`POLLED_FOR_NS`] after this,
/// waiters on the lock poll fast. Only this cold path writes the mark:
/// `try_lock` on a free lock with no other bit set, and `lock`, do not
/// touch the slot. (The timed locks begin with a `try_lock`, so one of
/// them can set the mark too; that costs at most [`POLLED_FOR_NS`] of fast
/// polling on a far line.)
#[cold]
pub(crate) fn try_taken(key: usize) {
    // Relaxed: a hint that only steers the polling rate; a stamp seen late
    // or lost costs speed, never correctness.
    #[cfg(not(loom))]
    slot(key)
        .polled_at
        .store(now_ns().max(1), Ordering::Relaxed);
    #[cfg(loom)]
    let _ = key;
}

/// Whether a `try_lock` answered a sampling request on the lock of slot
/// `slot` within the last [`POLLED_FOR_NS`] (one clock read if it ever did).
#[cfg(not(loom))]
#[inline]
fn polled_recently(slot: &Slot) -> bool {
    // Relaxed: a hint, as in `try_taken`.
    let at = slot.polled_at.load(Ordering::Relaxed);
    at != 0 && now_ns().saturating_sub(at) < POLLED_FOR_NS
}

/// Whether a phase on the lock of slot `slot`, whose hint value is `value`,
/// polls slowly: the value says so ([`polls_slowly`]) and no `try_lock`
/// has taken the lock lately ([`polled_recently`]: then it is polled fast
/// whatever the value says).
#[cfg(not(loom))]
#[inline]
fn phase_polls_slowly(slot: &Slot, value: u64) -> bool {
    polls_slowly(value) && !polled_recently(slot)
}

/// How many polls a waiter on lock `key` makes, one spin-loop hint apart,
/// before it starts a spin phase: [`EARLY_POLLS`] where the lock's hint
/// slot says "poll fast" (and more than one CPU can run the process), none
/// where it says "poll slowly" (an owner that re-locks at once, or a far
/// line: fast polls there cost the owner its line, which is why the phase
/// polls slowly). Only plain loads; the caller stops at the first that
/// finds the lock free.
#[inline]
pub(crate) fn early_polls(key: usize) -> u32 {
    #[cfg(not(loom))]
    {
        if !multi_cpu() {
            return 0;
        }
        // Relaxed: a hint, like every read of the slot.
        early_polls_for(slot(key).hint.load(Ordering::Relaxed))
    }
    // Under the model checker a phase starts at once: the polls would only
    // multiply the interleavings of what the phase's own polls explore.
    #[cfg(loom)]
    {
        let _ = key;
        0
    }
}

/// [`early_polls`] for a lock whose hint slot holds `value`.
#[cfg(not(loom))]
#[inline]
fn early_polls_for(value: u64) -> u32 {
    if polls_slowly(value) {
        0
    } else {
        EARLY_POLLS
    }
}

/// The calling thread released lock `key` and found `SAMPLE` set: note when.
#[cold]
pub(crate) fn released(key: usize) {
    #[cfg(not(loom))]
    {
        let now = now_ns();
        // Ignoring the error is fine: it only happens while this thread's
        // thread-locals are being destroyed, and then there is no sample.
        let _ = RELEASED.try_with(|r| r.set((key, now)));
    }
    #[cfg(loom)]
    let _ = key;
}

/// The calling thread entered the slow path of lock `key`; `requested`:
/// it found `SAMPLE` set. If it is the owner that noted its release, record
/// whether it came back at once (see [`gap_sample`]). The note is used up
/// either way.
#[inline]
pub(crate) fn returned(key: usize, requested: bool) {
    #[cfg(not(loom))]
    {
        let Ok((noted, at)) = RELEASED.try_with(|r| r.replace((0, 0))) else {
            return;
        };
        if !requested || noted != key {
            // No request, or another lock's note: no sample.
            return;
        }
        let now = now_ns();
        // The gap includes about one clock read. Its cost varies from one
        // read to the next on this VM, and subtracting each sample's own
        // second read added that noise twice (the 100-in/100-out workload
        // then measured as short as 60 ns); the cheapest read seen so far is
        // what a gap of nothing measures.
        let read = now_ns().saturating_sub(now);
        if read < CLOCK_FLOOR.load(Ordering::Relaxed) {
            CLOCK_FLOOR.fetch_min(read, Ordering::Relaxed);
        }
        gap_sample(
            &slot(key).hint,
            at,
            now,
            less_clock_read(now.saturating_sub(at)),
        );
    }
    #[cfg(loom)]
    let _ = (key, requested);
}

/// Records an owner's gap sample in the hint slot `hint`: the owner released
/// the lock at `released` ([`now_ns`]) with a request on the word and came
/// back `gap` ns later, at `now`. Returns whether it recorded one.
///
/// A release older than the slot's time (its last request or sample) does
/// not answer the request on the word now, which came later: the note is
/// left over from an earlier request that a waiter's take cleared before
/// the owner came back, and the owner then re-took the lock on the fast
/// path or by barging, neither of which reads the note. (Such a leftover,
/// used here, measured the time since that old release: a long gap, and
/// two in a row turn the lock to fast polling.) The request on the word was
/// stamped before its bit was set and so before the release that saw the
/// bit; only a request stamped in the moment between a release and the
/// requester's own bit (a waiter that found the lock held just before)
/// loses a genuine sample here, and samples are only a hint.
#[cfg(not(loom))]
#[inline(never)] // see "The helpers that `lock_slow` calls" above
fn gap_sample(hint: &AtomicU64, released: u64, now: u64, gap: u64) -> bool {
    let value = hint.load(Ordering::Relaxed);
    // The slot keeps the time without its top TIME_SHIFT bits.
    if (released << TIME_SHIFT) >> TIME_SHIFT < value >> TIME_SHIFT {
        return false;
    }
    let relocks = gap < RELOCK_NS;
    crate::stats::gap_sample(relocks);
    let marks = next_marks(value, relocks) | (value & FAR_LEVEL);
    // Relaxed, and a plain store: a hint; two owners sampling at once
    // just leave one of their results.
    hint.store((now << TIME_SHIFT) | marks, Ordering::Relaxed);
    true
}

#[cfg(all(test, not(loom)))]
mod tests {
    use super::*;

    /// The hint value of a slot of the test's own after far line samples
    /// up to the top far level.
    fn far_line() -> u64 {
        let own = Slot::new();
        for _ in 0..FAR_MAX {
            line_sample(&own, FAR_NS + 1, now_ns());
        }
        own.hint.load(Ordering::Relaxed)
    }

    /// Gives this thread the history of a loser on lock `key`: it waited
    /// long (1 ms on average) for short runs (1 us).
    fn make_loser(key: usize) {
        TURNS.with(|cell| {
            cell.set(Turns {
                key,
                acquired_at: now_ns(),
                wait: 1_000_000,
                run: 1_000,
                ..Turns::NONE
            })
        });
    }

    #[test]
    fn a_thread_yields_again_only_after_a_full_turn() {
        let at = Instant::now();
        assert!(may_yield(None, at), "a thread that never yielded");
        assert!(!may_yield(Some(at), at), "the moment its yield returned");
        assert!(!may_yield(Some(at), at + MIN_TURN / 2));
        assert!(may_yield(Some(at), at + MIN_TURN));
        assert!(may_yield(Some(at), at + MIN_TURN * 10));
        // A clock read older than the recorded return (another CPU's clock
        // a hair behind) counts as no time passed, not as a panic.
        assert!(!may_yield(Some(at + MIN_TURN), at));
    }

    /// Drives `phase` through a race lost in the pause stage and the probe
    /// that follows it, with a yield that ran nobody; returns the stage the
    /// phase goes on in.
    fn after_lost_race(phase: &mut SpinPhase, near: bool) -> Stage {
        phase.note_lost(near);
        assert!(
            phase.keep_spinning(),
            "a lost race ends the stage, not the phase"
        );
        assert!(matches!(phase.stage, Stage::Probe));
        // What `pause` records after a yield that returned at once.
        phase.yield_ran = false;
        assert!(phase.keep_spinning());
        phase.stage
    }

    #[test]
    fn a_race_lost_where_the_owner_works_outside_polls_again_a_few_times() {
        if !multi_cpu() {
            // Nothing spins on one CPU: `keep_spinning` says sleep at once.
            return;
        }
        let mut phase = SpinPhase::new();
        for retry in 1..=NEAR_RETRIES {
            let stage = after_lost_race(&mut phase, true);
            assert!(matches!(stage, Stage::Pause), "retry {retry} naps");
        }
        // The bound: then the naps, as after any other lost race.
        assert!(matches!(after_lost_race(&mut phase, true), Stage::Nap(1)));
        // A lock that polls slowly or far, or has sleepers, naps at once.
        let mut phase = SpinPhase::new();
        assert!(matches!(after_lost_race(&mut phase, false), Stage::Nap(1)));
    }

    #[test]
    fn a_slow_phase_ends_its_pause_stage_at_the_first_poll_past_the_budget() {
        if !multi_cpu() {
            return;
        }
        let budget = Duration::from_nanos(PAUSE_PHASE_NS);
        // A slow phase (as `start` leaves one) whose budget has run out by
        // its first held poll goes on to the probe at that poll.
        let mut slow = SpinPhase::new();
        slow.slow = true;
        slow.started = Some(Instant::now());
        std::thread::sleep(budget * 2);
        assert!(slow.keep_spinning());
        assert!(matches!(slow.stage, Stage::Probe));
        // A fast phase reads the clock only at its `CLOCK_EVERY`th poll.
        let mut fast = SpinPhase::new();
        fast.started = Some(Instant::now());
        std::thread::sleep(budget * 2);
        for _ in 1..CLOCK_EVERY {
            assert!(fast.keep_spinning());
            assert!(matches!(fast.stage, Stage::Pause));
        }
        assert!(fast.keep_spinning());
        assert!(matches!(fast.stage, Stage::Probe));
    }

    #[test]
    fn a_woken_phase_on_a_relocking_owner_polls_longer_and_past_a_lost_race() {
        if !multi_cpu() {
            return;
        }
        let relocks = next_marks(0, true);
        let far_line = far_line();
        assert!(far(far_line) && far_line & RELOCKS == 0);
        // Only a woken thread's slow phase on an owner that re-locks at once.
        assert!(woken_phase_is_long(true, true, relocks));
        assert!(!woken_phase_is_long(false, true, relocks), "not woken");
        assert!(
            !woken_phase_is_long(true, true, far_line),
            "slow for a far line"
        );
        assert!(
            !woken_phase_is_long(true, false, relocks),
            "polled fast (try_lock)"
        );
        assert!(SpinPhase::woken().woken && !SpinPhase::new().woken);

        // The stage's end, by the numbers: past the usual budget and after a
        // lost race a long phase goes on, past its own budget it ends.
        let ns = Duration::from_nanos;
        let usual = PAUSE_PHASE_NS;
        assert!(!pause_stage_over(true, false, ns(usual * 2)));
        assert!(!pause_stage_over(true, true, ns(usual * 2)));
        assert!(pause_stage_over(true, false, ns(WOKEN_PHASE_NS)));
        assert!(pause_stage_over(false, false, ns(usual)));
        assert!(!pause_stage_over(false, false, ns(usual - 1)));
        assert!(pause_stage_over(false, true, ns(0)));
        // And through `keep_spinning`, in checks a slow clock (an emulator)
        // cannot upset: a lost race leaves a long phase polling while its
        // budget lasts, ends the stage of a phase that is not long, and a
        // long phase past its budget probes.
        let phase_started = |long: bool, ago_ns: u64| {
            let mut phase = SpinPhase::woken();
            phase.slow = true;
            phase.long = long;
            phase.started = Instant::now().checked_sub(ns(ago_ns));
            phase
        };
        let mut phase = phase_started(true, 0);
        let started = phase.started.expect("set above");
        phase.note_lost(false);
        assert!(phase.keep_spinning());
        if started.elapsed() < ns(WOKEN_PHASE_NS) {
            assert!(matches!(phase.stage, Stage::Pause));
        }
        let mut phase = phase_started(true, WOKEN_PHASE_NS * 2);
        assert!(phase.keep_spinning());
        assert!(matches!(phase.stage, Stage::Probe));
        let mut phase = phase_started(false, 0);
        phase.note_lost(false);
        assert!(phase.keep_spinning());
        assert!(matches!(phase.stage, Stage::Probe));
    }

    #[test]
    fn a_probe_ran_others_when_its_yield_took_a_microsecond_or_more() {
        let at = Instant::now();
        let alone = Duration::from_nanos(YIELD_ALONE_NS);
        assert!(!ran_others(at, at));
        assert!(!ran_others(at, at + alone / 2));
        assert!(ran_others(at, at + alone));
        assert!(!ran_others(at + alone, at), "a clock a hair behind");
    }

    /// Feeds samples to a slot value and returns whether waiters poll slowly
    /// after each.
    fn modes(samples: &[bool]) -> Vec<bool> {
        let mut value = 0;
        samples
            .iter()
            .map(|&short| {
                value = next_marks(value, short);
                value & RELOCKS != 0
            })
            .collect()
    }

    #[test]
    fn one_short_gap_slows_two_long_ones_speed_up() {
        // A fresh slot polls fast; one short gap makes it slow.
        assert_eq!(modes(&[false]), [false]);
        assert_eq!(modes(&[true]), [true]);
        // One long gap keeps it slow, a second in a row makes it fast.
        assert_eq!(modes(&[true, false, false]), [true, true, false]);
        // Long gaps that are not in a row do not.
        assert_eq!(
            modes(&[true, false, true, false, true]),
            [true, true, true, true, true]
        );
        // Back to slow from fast at the next short gap.
        assert_eq!(
            modes(&[true, false, false, true]),
            [true, true, false, true]
        );
    }

    #[test]
    fn far_level_follows_the_share_of_far_samples() {
        let (near, far_ns) = (FAR_NS, FAR_NS + 1);
        let from = |level: u64, samples: &[u64]| {
            samples
                .iter()
                .fold(level, |level, &ns| next_far_level(level, ns))
        };
        let is_far = |level: u64| far(level << 2);
        // One far sample in a near run never makes the line far.
        assert!(!is_far(from(0, &[far_ns])));
        assert!(!is_far(from(0, &[near, far_ns, near, near, far_ns])));
        // Two in a row do; the level saturates, and one near sample does
        // not bring it back, four do.
        assert!(is_far(from(0, &[far_ns, far_ns])));
        let high = from(0, &[far_ns; 10]);
        assert_eq!(high, FAR_MAX);
        assert!(is_far(from(high, &[near])));
        assert!(!is_far(from(high, &[near; 4])));
        // Half the samples far (the slow state has more): far, and it stays.
        let mut level = 0;
        for i in 0..100 {
            level = next_far_level(level, if i % 2 == 0 { far_ns } else { near });
            if i >= 10 {
                assert!(is_far(level), "near after {i} samples");
            }
        }
        // One in four far (more than the fast state has): never far.
        let mut level = 0;
        for i in 0..100 {
            level = next_far_level(level, if i % 4 == 0 { far_ns } else { near });
            assert!(!is_far(level), "far after {i} samples");
        }
        // The level never leaves its three bits.
        assert_eq!(from(0, &[far_ns; 100]) << 2 & !FAR_LEVEL, 0);
    }

    #[test]
    fn slot_writers_keep_each_others_marks() {
        // A slot of the test's own, not one of the shared table.
        let slot = Slot::new();
        let hint = &slot.hint;
        // A sample under NO_TRANSFER_NS is dropped; two far ones make the
        // line far.
        line_sample(&slot, NO_TRANSFER_NS - 1, now_ns());
        assert_eq!(hint.load(Ordering::Relaxed), 0);
        line_sample(&slot, FAR_NS + 1, now_ns());
        line_sample(&slot, FAR_NS + 1, now_ns());
        assert!(far(hint.load(Ordering::Relaxed)));
        // A request stamps the time and keeps the far level and the gap
        // marks.
        hint.fetch_or(RELOCKS, Ordering::Relaxed);
        let before = hint.load(Ordering::Relaxed);
        assert!(wants_sample(hint, before));
        let after = hint.load(Ordering::Relaxed);
        assert_eq!(after & MARKS, before & MARKS);
        assert_ne!(after >> TIME_SHIFT, 0, "the request time is stored");
        // A request while the last one is recent is refused and writes
        // nothing. (The stamp is set ahead of the clock, so that a slow
        // machine, such as an emulator, cannot let SAMPLE_EVERY_NS pass
        // between the two calls.)
        let recent = ((now_ns() + 1_000_000_000) << TIME_SHIFT) | (after & MARKS);
        hint.store(recent, Ordering::Relaxed);
        assert!(!wants_sample(hint, recent));
        assert_eq!(hint.load(Ordering::Relaxed), recent);
        // A near sample lowers the level and leaves the time and the gap
        // marks alone.
        line_sample(&slot, FAR_NS, now_ns());
        let sampled = hint.load(Ordering::Relaxed);
        assert_eq!(sampled & !FAR_LEVEL, recent & !FAR_LEVEL);
        assert_eq!((sampled & FAR_LEVEL) >> 2, ((recent & FAR_LEVEL) >> 2) - 1);
    }

    #[test]
    fn only_a_release_after_the_request_is_a_gap_sample() {
        let slot = Slot::new();
        let hint = &slot.hint;
        // A note from before any request (a fresh slot) is taken.
        let t = now_ns();
        assert!(gap_sample(hint, t, t + 10, RELOCK_NS - 1));
        assert_eq!(
            hint.load(Ordering::Relaxed),
            ((t + 10) << TIME_SHIFT) | RELOCKS
        );
        // A request, then a release that answers it, then a long gap:
        // recorded (one long gap after "re-locks" sets LAST_LONG only).
        let requested = t + 1_000;
        hint.store((requested << TIME_SHIFT) | RELOCKS, Ordering::Relaxed);
        assert!(gap_sample(hint, requested + 5, requested + 900, 895));
        let after = hint.load(Ordering::Relaxed);
        assert_eq!(after >> TIME_SHIFT, requested + 900);
        assert_eq!(after & MARKS, LAST_LONG | RELOCKS);
        // A new request; a note left from a release before it (the owner
        // took the lock back without the slow path) is no sample of it,
        // and the slot stays as it was.
        let next = requested + 20_000;
        let value = (next << TIME_SHIFT) | (after & MARKS);
        hint.store(value, Ordering::Relaxed);
        assert!(!gap_sample(hint, requested + 5, next + 50, 19_995));
        assert_eq!(hint.load(Ordering::Relaxed), value);
        // A release at the request's own time still answers it.
        assert!(gap_sample(hint, next, next + 50, 50));
        assert_eq!(hint.load(Ordering::Relaxed) & MARKS, RELOCKS);
    }

    #[test]
    fn a_far_level_without_line_samples_is_dropped() {
        let slot = Slot::new();
        line_sample(&slot, FAR_NS + 1, now_ns());
        line_sample(&slot, FAR_NS + 1, now_ns());
        slot.hint.fetch_or(RELOCKS, Ordering::Relaxed);
        let value = slot.hint.load(Ordering::Relaxed);
        assert!(far(value));
        // A recent sample keeps the level.
        let sampled_at = slot.line_at.load(Ordering::Relaxed);
        assert_eq!(drop_stale_far(&slot, value, sampled_at + 1), value);
        assert_eq!(slot.hint.load(Ordering::Relaxed), value);
        // One older than FAR_STALE_NS does not; the other marks stay.
        let dropped = drop_stale_far(&slot, value, sampled_at + FAR_STALE_NS);
        assert_ne!(dropped & RELOCKS, 0);
        assert!(!far(dropped));
        assert_eq!(dropped, value & !FAR_LEVEL);
        assert_eq!(slot.hint.load(Ordering::Relaxed), dropped);
        // A new far sample counts from level 0 again: one is not enough.
        line_sample(&slot, FAR_NS + 1, now_ns());
        assert!(!far(slot.hint.load(Ordering::Relaxed)));
    }

    #[test]
    fn the_starvation_bound_grows_with_the_queue_up_to_its_cap() {
        let bounds: Vec<_> = [0, 1, 2, 7, 8, 9, 1 << 26]
            .iter()
            .map(|&n| fair_after(n).as_micros())
            .collect();
        assert_eq!(bounds, [500, 500, 1_000, 3_500, 4_000, 4_000, 4_000]);
    }

    #[test]
    fn held_mark_shortens_all_but_one_phase_in_four() {
        let mark = Cell::new((0, 0));
        let (lock, other) = (0x1000, 0x2000);
        // No mark: the full rule.
        assert_eq!(held_mark_start(&mark, lock, false), None);
        // A phase ended by the held rule marks the lock (count 0); the next
        // HELD_RECHECK_EVERY - 1 phases on it are short, then one is full.
        mark.set((lock, 0));
        let shorts: Vec<_> = (0..2 * HELD_RECHECK_EVERY)
            .map(|_| held_mark_start(&mark, lock, false))
            .collect();
        let mut expected = Vec::new();
        for _ in 0..2 {
            expected.extend(core::iter::repeat_n(
                Some(Marked::Short),
                HELD_RECHECK_EVERY as usize - 1,
            ));
            expected.push(Some(Marked::Full));
        }
        assert_eq!(shorts, expected);
        // Another lock is not marked, and does not touch the count.
        let before = mark.get();
        assert_eq!(held_mark_start(&mark, other, false), None);
        assert_eq!(held_mark_start(&mark, other, true), None);
        assert_eq!(mark.get(), before);
    }

    #[test]
    fn after_its_own_wake_up_a_marked_phase_sleeps_at_once_but_one_in_sixteen() {
        let mark = Cell::new((0, 0));
        let lock = 0x1000;
        assert_eq!(held_mark_start(&mark, lock, true), None);
        mark.set((lock, 0));
        let phases: Vec<_> = (0..2 * WAKER_RECHECK_EVERY)
            .map(|_| held_mark_start(&mark, lock, true))
            .collect();
        let mut expected = Vec::new();
        for _ in 0..2 {
            expected.extend(core::iter::repeat_n(
                Some(Marked::Sleep),
                WAKER_RECHECK_EVERY as usize - 1,
            ));
            expected.push(Some(Marked::Full));
        }
        assert_eq!(phases, expected);
        // The two kinds of phase share one count: the 4th phase, the short
        // rule's full one, follows a wake-up here and so goes by the
        // waker's cycle.
        mark.set((lock, 0));
        for _ in 0..HELD_RECHECK_EVERY - 1 {
            assert_eq!(held_mark_start(&mark, lock, false), Some(Marked::Short));
        }
        assert_eq!(held_mark_start(&mark, lock, true), Some(Marked::Sleep));
    }

    #[test]
    fn a_wake_up_note_is_used_once_and_only_for_its_lock() {
        // Runs on a thread of its own, so the thread-local starts clear.
        std::thread::spawn(|| {
            let (lock, other) = (0x1000, 0x2000);
            let mut phase = SpinPhase::new();
            phase.follows_own_wake(lock);
            assert!(!phase.after_wake);
            woke(lock);
            phase.follows_own_wake(lock);
            assert!(phase.after_wake);
            // Used up.
            phase.follows_own_wake(lock);
            assert!(!phase.after_wake);
            // Another lock's note is dropped by the next slow path.
            woke(other);
            phase.follows_own_wake(lock);
            assert!(!phase.after_wake);
            phase.follows_own_wake(other);
            assert!(!phase.after_wake);
        })
        .join()
        .unwrap();
    }

    #[test]
    fn a_free_sighting_clears_the_held_mark() {
        // Runs on a thread of its own, so the thread-local starts clear.
        std::thread::spawn(|| {
            // A lock whose slot polls fast (other tests' locks may have left
            // a slot slow), so the mark is used.
            let key = (1..)
                .map(|i| i * 0x40)
                .find(|&key| !polls_slowly(slot(key).hint.load(Ordering::Relaxed)))
                .expect("a slot that polls fast");
            HELD_MARK.with(|mark| mark.set((key, 0)));
            let mut phase = SpinPhase::new();
            phase.start(key, true, 0);
            assert!(phase.held_mark && phase.short_held && !phase.sleep_now);
            phase.saw_free();
            assert_eq!(HELD_MARK.with(Cell::get), (0, 0));
            assert!(!phase.held_mark && !phase.short_held);
            // After a wake-up the marked phase sleeps at once, until a free
            // sighting.
            HELD_MARK.with(|mark| mark.set((key, 0)));
            woke(key);
            let mut phase = SpinPhase::new();
            phase.follows_own_wake(key);
            phase.start(key, true, 0);
            assert!(phase.held_mark && phase.sleep_now);
            phase.saw_free();
            assert!(!phase.held_mark && !phase.short_held && !phase.sleep_now);
        })
        .join()
        .unwrap();
    }

    #[test]
    fn a_slow_phase_on_a_far_line_waits_long_before_its_first_poll() {
        let phase = |slow: bool, far_first: bool, iterations: u32, seed: u32| {
            let mut phase = SpinPhase::new();
            phase.slow = slow;
            phase.far_first = far_first;
            phase.iterations = iterations;
            phase.jitter = seed;
            phase
        };
        for seed in [1, 2, 0x9E37_79B9, u32::MAX] {
            let first = phase(true, true, 1, seed).backoff();
            assert!(
                (FAR_FIRST_HINTS..2 * FAR_FIRST_HINTS).contains(&first),
                "{first}"
            );
            // Its later pauses, and a slow phase's on a near line, draw from
            // the usual 1 to SLOW_BACKOFF.
            for (far_first, iterations) in [(true, 2), (true, 9), (false, 1)] {
                let hints = phase(true, far_first, iterations, seed).backoff();
                assert!((1..=SLOW_BACKOFF).contains(&hints), "{hints}");
            }
            // A fast phase's first pause stays one hint.
            assert_eq!(phase(false, false, 1, seed).backoff(), 1);
        }
    }

    #[test]
    fn a_phase_waits_long_first_only_where_it_polls_slowly_for_a_far_line() {
        std::thread::spawn(|| {
            // Slots of the test's own, outside the table.
            static FAR: Slot = Slot::new();
            static NEAR: Slot = Slot::new();
            let key = 0x7f00_0000_4000usize;
            FAR.hint.store(far_line(), Ordering::Relaxed);
            FAR.line_at.store(now_ns(), Ordering::Relaxed);
            let mut on_far = SpinPhase::new();
            on_far.start_on(&FAR, key, true, 0);
            assert!(on_far.slow && on_far.far_first);
            // Slow for an owner that re-locks at once, the line near.
            NEAR.hint.store(next_marks(0, true), Ordering::Relaxed);
            let mut on_near = SpinPhase::new();
            on_near.start_on(&NEAR, key, true, 0);
            assert!(on_near.slow && !on_near.far_first);
            drop((on_far, on_near));
            // A thread that waited long for short runs polls fast (the loser
            // rule), and so without the long first wait.
            make_loser(key);
            let mut loser = SpinPhase::new();
            loser.start_on(&FAR, key, true, 0);
            assert!(!loser.slow && !loser.far_first);
        })
        .join()
        .unwrap();
    }

    #[test]
    fn early_polls_only_where_the_slot_says_poll_fast() {
        assert_eq!(early_polls_for(0), EARLY_POLLS, "a fresh slot polls fast");
        // An owner that re-locks at once (one short gap).
        let relocks = next_marks(0, true);
        assert!(polls_slowly(relocks));
        assert_eq!(early_polls_for(relocks), 0);
        // Two long gaps clear that mark.
        let cleared = next_marks(next_marks(relocks, false), false);
        assert_eq!(early_polls_for(cleared), EARLY_POLLS);
        // A far line.
        let far_line = far_line();
        assert!(far(far_line));
        assert_eq!(early_polls_for(far_line), 0);
    }

    #[test]
    fn a_lock_that_try_lock_takes_is_polled_fast_for_a_while() {
        // A slot of the test's own, far, so that phases would poll slowly.
        let own = Slot::new();
        line_sample(&own, FAR_NS + 1, now_ns());
        line_sample(&own, FAR_NS + 1, now_ns());
        let value = own.hint.load(Ordering::Relaxed);
        assert!(phase_polls_slowly(&own, value), "never taken by try_lock");
        // Taken by a try_lock just now: fast, with the slot's value unchanged.
        own.polled_at.store(now_ns(), Ordering::Relaxed);
        assert!(!phase_polls_slowly(&own, value));
        assert_eq!(own.hint.load(Ordering::Relaxed), value);
        // The mark lasts POLLED_FOR_NS.
        let expired = now_ns().saturating_sub(POLLED_FOR_NS);
        own.polled_at.store(expired.max(1), Ordering::Relaxed);
        assert!(phase_polls_slowly(&own, value), "the mark has expired");
        // A slot that says "poll fast" stays fast either way.
        assert!(!phase_polls_slowly(&Slot::new(), 0));
        // `try_taken` marks the lock's own slot in the table.
        let key = 0x7f00_0000_2040usize;
        try_taken(key);
        assert!(polled_recently(slot(key)));
    }

    #[test]
    fn a_loser_waits_more_than_its_turn_among_the_waiters() {
        let run = 1_000;
        // N threads taking turns: each waits about N - 1 runs, never a loser
        // with all N counted as waiting.
        for n in 1..=128u64 {
            let turns = Turns {
                wait: (n - 1) * run,
                run,
                ..Turns::NONE
            };
            assert!(!turns.loses(n), "{n} threads taking turns");
        }
        // A thread that waits 100 runs while nobody else waits.
        let robbed = Turns {
            wait: 100 * run,
            run,
            ..Turns::NONE
        };
        assert!(robbed.loses(1));
        assert!(!robbed.loses(64), "its wait is its turn among 64 waiters");
        // No history: not a loser.
        assert!(!Turns::NONE.loses(1));
    }

    #[test]
    fn the_averages_follow_their_samples() {
        let mut a = 0;
        for _ in 0..64 {
            a = average(a, 10_000);
        }
        assert!((9_900..=10_000).contains(&a), "{a}");
        assert_eq!(average(8_000, 8_000), 8_000);
        assert_eq!(average(8_000, 0), 6_000);
    }

    #[test]
    fn a_timed_wait_counts_in_its_slot_and_a_loser_polls_fast() {
        std::thread::spawn(|| {
            // A slot of the test's own, outside the table.
            static OWN: Slot = Slot::new();
            let own = &OWN;
            let key = 0x7f00_0000_3000usize;
            // First wait on this lock: no history, so the phase stays slow.
            let mut first = SpinPhase::new();
            first.slow = true;
            first.time_wait(own, key, 0);
            assert!(first.slow && first.timed_wait());
            assert_eq!(own.waiting.load(Ordering::Relaxed), 1);
            let mut second = SpinPhase::new();
            second.slow = true;
            second.time_wait(own, key, 0);
            assert_eq!(own.waiting.load(Ordering::Relaxed), 2);
            drop(first);
            drop(second);
            assert_eq!(own.waiting.load(Ordering::Relaxed), 0);
            // A thread that waited long for short runs: the next phase polls
            // fast, unless as many threads wait that its wait is its turn.
            make_loser(key);
            let mut robbed = SpinPhase::new();
            robbed.slow = true;
            robbed.time_wait(own, key, 0);
            assert!(!robbed.slow, "a loser polls fast");
            let mut crowded = SpinPhase::new();
            crowded.slow = true;
            crowded.time_wait(own, key, 1_000);
            assert!(crowded.slow, "its wait is its turn among 1,000 sleepers");
            drop((robbed, crowded));
            // The acquisition ends the wait and starts a run.
            wait_ended(key, true);
            let turns = TURNS.with(Cell::get);
            assert_eq!(turns.waiting_since, 0);
            assert_ne!(turns.acquired_at, 0);
            // A wait that times out leaves the averages alone and starts no
            // run (the next wait then measures no run either).
            let before = TURNS.with(Cell::get);
            let mut timed_out = SpinPhase::new();
            timed_out.slow = true;
            timed_out.time_wait(own, key, 1_000);
            drop(timed_out);
            wait_ended(key, false);
            let after = TURNS.with(Cell::get);
            assert_eq!((after.waiting_since, after.acquired_at), (0, 0));
            assert_eq!(after.wait, before.wait);
        })
        .join()
        .unwrap();
    }

    #[test]
    fn slots_spread_neighbouring_locks() {
        // Locks one word apart (an array of mutexes) land in different
        // slots, at least most of them.
        let base = 0x7f00_0000_1000usize;
        let mut used = [false; SLOTS];
        for i in 0..SLOTS {
            let slot = slot(base + 4 * i);
            let index = HINTS
                .iter()
                .position(|s| core::ptr::eq(s, slot))
                .expect("a slot of the table");
            used[index] = true;
        }
        let distinct = used.iter().filter(|&&u| u).count();
        assert!(distinct >= SLOTS / 2, "{distinct} slots for {SLOTS} locks");
    }
}
