//! An exhaustive check of the lock word's protocol: every interleaving of up
//! to four threads, with no bound on preemptions (a unit test of `raw`).
//!
//! loom (`tests/loom.rs`) runs the real code under every interleaving it
//! explores, with weak memory, but bounded: at most three preemptions, and
//! three threads for the larger models. Session 39's lost wake-up (a thread
//! registering kept a `WOKEN` that nobody owned; docs/mutex_ops_run39.txt,
//! section 7) needs four forced switches. Session 40 gave loom that broken
//! rule in a throwaway build, with three threads making six lock calls: at
//! three preemptions it explored 375,565 executions, at four 11,894,966
//! (22 s and 632 s, with a CI run alongside), and passed it both times
//! (docs/word_model_run40.txt).
//!
//! This model is the other half. It is a transcription of `lock`,
//! `lock_contended`, `lock_slow_as`, `come_back`, `unlock`,
//! `wake_after_unlock`, `unlock_fair`, the timed locks' giving up and the
//! Condvar's hand-over of a waiter to the lock (`adopt_waiter`, then
//! `lock_as_waiter` in the moved thread), one access to the word per step,
//! and it computes each new word with the lock's own functions
//! (`Waiter::may_take`, `Waiter::leave`, `Waiter::register`,
//! `back_from_futex`, `clear_unowned_woken`, `must_act`, `wake_due`, and
//! the barging rules `LOCK_BARGING` and `TRY_LOCK_BARGING`), so a
//! change to those is checked here at once. It keeps every state it has
//! seen, so it explores each reachable state once instead of each path,
//! which is what makes four threads cheap. Memory is sequentially
//! consistent here; the orderings are loom's part.
//!
//! What is free in the model, to cover whatever the real policy does:
//! - a thread that finds the lock held may poll again, ask for a sample
//!   (`SAMPLE`), or register and sleep, in any order and any number of
//!   times (the spin policy only picks among these);
//! - a thread that has slept before may claim `STARVING` when it registers
//!   (the real rule claims it after a time, `spin::policy::fair_after`);
//! - a wake-up may wake any sleeper of its class (the kernel's queue order
//!   is not relied on);
//! - a sleeper may return from the futex at any time, as after a signal
//!   (`EINTR`), and a timed one may time out.
//!
//! What is checked, in every reachable state:
//! - mutual exclusion: at most one thread holds the lock, and `LOCKED` is
//!   set while one does;
//! - no step takes a `WAITER` unit that is not there, or releases a lock
//!   that is not held;
//! - no lost wake-up: from every reachable state, a state in which every
//!   thread has finished its calls can still be reached without a return
//!   from the futex that nobody asked for (a signal) and, in the models
//!   without timed locks, without a timeout. (This also rules out a
//!   reservation, `STARVING` or `HANDOFF`, that nobody can ever use.)
//! - at the end, the word is 0 (a leftover `SAMPLE` request aside).
//!
//! Broken variants of the rules must fail, which shows the check can:
//! keeping an unowned `WOKEN` at registration (session 39's rule D: caught
//! as a lost wake-up, with three threads making 3, 2 and 1 calls, in a
//! 31-state path of the same shape as the one written down by hand); a
//! thread back from the futex that never takes `WOKEN` over (`OWNED`); a
//! hand-over that adds no `WAITER` unit; and the hand-over as it was
//! before session 40, which this model found to lose a wake-up: an unlock
//! still in `wake_after_unlock` sees the unit `adopt_waiter` just added,
//! sets `WOKEN` and wakes nobody (the waiter is still on its Condvar
//! node), the waiter is then moved onto the word without looking at it,
//! and no unlock wakes it while that `WOKEN` stays. `adopt_waiter` now
//! clears an unowned `WOKEN` after the move. (loom's futex model then woke
//! the waiter where the kernel moves it, so loom could not see it; with a
//! real requeue, its Condvar models still pass the old code at three
//! preemptions.)
//!
//! The Condvar's part starts after `notify_all`: its waiters are already
//! in a chain, the first awake (thread 0) and the others `PENDING` on their
//! nodes, and each moves the next when it first holds the lock (one
//! waiter, or a chain of two). Not modelled: the Condvar's own queue
//! before that (loom's Condvar models cover it). `bump` is no step of its
//! own: it is `unlock_fair` then `lock` when the word counts sleepers, which
//! the models with fair unlocks cover as one call's fair release followed
//! by the thread's next call.
//!
//! `cargo test` runs the three-thread models of plain locks and of the
//! hand-over, and the broken variants (4.2 million states, about 40 s in
//! a debug build); `ci/model.sh` runs all of them in release, the
//! four-thread ones too (7 to 49 million states; about 5 minutes and
//! 8 GB of memory).

use super::*;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Where a thread is: the next step it takes.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Pc {
    /// `lock`'s compare-and-swap from 0 (a timed lock's `try_lock` load).
    Start,
    /// `lock_contended` or `try_lock_slow`: the barging compare-and-swap.
    Barge,
    /// `lock_slow`'s first load of the word.
    SlowLoad,
    /// `lock_slow`'s loop: decides from `state` alone (no access).
    Loop,
    /// The compare-and-swap that takes a free lock.
    Take,
    /// A registered waiter's compare-and-swap that claims `HANDOFF`.
    Claim,
    /// A poll of the spin phase.
    Poll,
    /// A spin phase's request for a sample (`fetch_or(SAMPLE)`).
    Ask,
    /// A timed lock past its deadline: the compare-and-swap that leaves.
    GiveUp,
    /// The compare-and-swap that registers (with `STARVING` if `claim`).
    Register,
    /// `futex_wait` on `state`: compares, then sleeps.
    Wait,
    /// Asleep in the futex queue.
    Asleep,
    /// `come_back`'s load.
    BackLoad,
    /// `come_back`'s compare-and-swap.
    BackCas,
    /// Holds the lock: next is a plain or a fair unlock.
    Held,
    /// `unlock`'s `fetch_sub`.
    Unlock,
    /// `unlock_fair`'s load.
    FairLoad,
    /// `unlock_fair_slow`'s compare-and-swap that sets `HANDOFF`.
    FairCas,
    /// `wake_after_unlock`'s compare-and-swap that sets `WOKEN`.
    WakeCas,
    /// `futex_wake` of one sleeper of the normal class.
    WakeOne,
    /// `futex_wake` of the starving waiter.
    WakeStarving,
    /// The call is over (acquired and released, or timed out).
    Done,
    /// A Condvar waiter that `notify_all` left `PENDING`, asleep on its
    /// node until its predecessor moves it.
    NodeAsleep,
    /// Back from the node's futex: reads the node (`TRANSFERRED`: lock as a
    /// registered waiter, `lock_as_waiter`; else sleep on the node again).
    NodeCheck,
    /// Moved onto the word's futex queue by `adopt_waiter`'s requeue; wakes
    /// up in the Condvar's code (`NodeCheck`), not in `lock_slow`.
    MovedAsleep,
    /// `adopt_waiter`'s `fetch_add(WAITER)`, by the owner.
    AdoptAdd,
    /// `adopt_waiter`'s store of `TRANSFERRED` in the node.
    AdoptStore,
    /// `adopt_waiter`'s requeue from the node onto the word.
    AdoptRequeue,
    /// `adopt_waiter`'s load before it clears an unowned `WOKEN`.
    AdoptClearLoad,
    /// `adopt_waiter`'s compare-and-swap that clears an unowned `WOKEN`.
    AdoptClearCas,
}

/// One thread of the model.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
struct Thread {
    pc: Pc,
    /// The thread's copy of the word: what its next compare-and-swap
    /// expects, the value it sleeps on, or the word its unlock left.
    state: u32,
    registered: bool,
    owns: bool,
    starving: bool,
    /// Has slept in this call (may claim `STARVING` when it registers).
    slept: bool,
    /// The registration being tried claims `STARVING`.
    claim: bool,
    /// Lock calls left, this one included.
    calls: u8,
}

impl Thread {
    fn new(calls: u8) -> Self {
        Thread {
            pc: if calls == 0 { Pc::Done } else { Pc::Start },
            state: 0,
            registered: false,
            owns: false,
            starving: false,
            slept: false,
            claim: false,
            calls,
        }
    }

    fn finished(&self) -> bool {
        self.pc == Pc::Done && self.calls == 0
    }

    fn waiter(&self) -> Waiter {
        Waiter {
            registered: self.registered,
            starving: self.starving,
            owns: self.owns,
            clock: WaitClock::new(),
        }
    }

    /// Ends the current call and starts the next, if any.
    fn end_call(&mut self) {
        *self = Thread::new(self.calls - 1);
    }
}

const MAX_THREADS: usize = 4;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct State {
    word: u32,
    /// Bit `j`: the node of thread `j`, a pending Condvar waiter, holds
    /// `TRANSFERRED`.
    moved: u8,
    threads: [Thread; MAX_THREADS],
}

/// The rules under test: the lock's, or a broken one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rules {
    /// Exactly the lock's functions.
    Lock,
    /// BROKEN: a thread registering keeps `WOKEN` even without `OWNED`.
    KeepUnownedWoken,
    /// BROKEN: a thread back from the futex never takes `WOKEN` over.
    NeverOwn,
    /// BROKEN: `adopt_waiter` moves the Condvar waiter without adding its
    /// `WAITER` unit.
    AdoptWithoutUnit,
    /// BROKEN (the code before session 40): `adopt_waiter` leaves an unowned
    /// `WOKEN` on the word after the move.
    AdoptWithoutClear,
}

impl Rules {
    fn register(self, me: &Waiter, state: u32) -> u32 {
        match self {
            Rules::KeepUnownedWoken if !me.registered && !me.owns => state + WAITER,
            _ => me.register(state),
        }
    }

    fn back_from_futex(self, state: u32) -> (u32, bool) {
        match self {
            Rules::NeverOwn => (state - WAITER, false),
            _ => back_from_futex(state),
        }
    }
}

/// A model: how many lock calls each thread makes, and how.
#[derive(Clone, Copy, Debug)]
struct Model {
    calls: [u8; MAX_THREADS],
    /// Thread `i` makes timed calls (`try_lock_for`): it may give up, and
    /// its sleeps may time out.
    timed: [bool; MAX_THREADS],
    /// Threads may release with `unlock_fair`.
    fair: bool,
    /// Threads that start as Condvar waiters left `PENDING` by `notify_all`,
    /// in the order of its chain. Thread 0 (the waiter `notify_all` woke)
    /// moves the first onto the lock (`adopt_waiter`) the first time it
    /// holds it, and each moved waiter moves the next the first time it
    /// holds it, as the Condvar's `wait` does before it returns. A pending
    /// thread's first call is `lock_as_waiter`.
    pending: &'static [usize],
    rules: Rules,
}

/// A successor of a state, and whether it is one a thread reaches on its own
/// (`own`; not through a signal's early return from the futex).
struct Step {
    to: State,
    own: bool,
}

/// What went wrong, with the path to it.
#[derive(Debug)]
struct Failure {
    what: String,
    path: Vec<String>,
}

impl Model {
    fn initial(&self) -> State {
        let mut threads = [Thread::new(0); MAX_THREADS];
        for (t, &calls) in threads.iter_mut().zip(&self.calls) {
            *t = Thread::new(calls);
        }
        for &p in self.pending {
            threads[p].pc = Pc::NodeAsleep;
        }
        State {
            word: 0,
            moved: 0,
            threads,
        }
    }

    /// A thread that has reached a decision that reads nothing shared (the
    /// loop of `lock_slow`, or an unlock's choice of kind) is replaced by its
    /// choices at once, which keeps such states out of the model.
    /// (`moved`: the nodes that hold `TRANSFERRED`, as in [`State`].)
    fn settle(&self, i: usize, t: Thread, moved: u8) -> Vec<Thread> {
        let mut n = t;
        match t.pc {
            Pc::Loop => {
                let me = t.waiter();
                if me.may_take(t.state) {
                    n.pc = Pc::Take;
                    return vec![n];
                }
                if t.state & HANDOFF != 0 && t.registered {
                    n.pc = Pc::Claim;
                    return vec![n];
                }
                let mut choices = Vec::with_capacity(5);
                n.pc = Pc::Poll;
                choices.push(n);
                if t.state & SAMPLE == 0 {
                    n.pc = Pc::Ask;
                    choices.push(n);
                }
                if self.timed[i] {
                    if !t.registered && !t.owns {
                        // Nothing of ours on the word: just return.
                        let mut d = t;
                        d.end_call();
                        choices.push(d);
                    } else {
                        n.pc = Pc::GiveUp;
                        choices.push(n);
                    }
                }
                // (A thread that is not registered and finds `HANDOFF` first
                // waits for a registered waiter's claim, which is polling;
                // after `CLAIM_PATIENCE` it registers, and claims it itself.)
                n.pc = Pc::Register;
                n.claim = false;
                choices.push(n);
                if !t.starving && t.state & STARVING == 0 && t.slept {
                    n.claim = true;
                    choices.push(n);
                }
                choices
            }
            Pc::Held if self.successor(i).is_some_and(|j| moved & 1 << j == 0) => {
                n.pc = Pc::AdoptAdd;
                vec![n]
            }
            Pc::Held if self.fair => {
                n.pc = Pc::Unlock;
                let mut fair = n;
                fair.pc = Pc::FairLoad;
                vec![n, fair]
            }
            Pc::Held => {
                n.pc = Pc::Unlock;
                vec![n]
            }
            _ => vec![t],
        }
    }

    /// Every step thread `i` can take from `s`. `Err` for a step that breaks
    /// an invariant of the word.
    fn steps(&self, s: &State, i: usize, out: &mut Vec<Step>) -> Result<(), String> {
        let t = s.threads[i];
        let rules = self.rules;
        let timed = self.timed[i];
        // The steps to the state `to` with its word set to `word` and this
        // thread replaced by `t`, settled (see `settle`); `push` starts
        // from `s` itself.
        let push_from = |out: &mut Vec<Step>, mut to: State, word: u32, t: Thread, own: bool| {
            to.word = word;
            for t in self.settle(i, t, to.moved) {
                to.threads[i] = t;
                out.push(Step { to, own });
            }
        };
        let push = |out: &mut Vec<Step>, word: u32, t: Thread, own: bool| {
            push_from(out, *s, word, t, own);
        };
        let w = s.word;
        let mut n = t;
        match t.pc {
            // Finished: no more calls (a call that ends starts the next).
            Pc::Done => {}
            Pc::Start => {
                if timed {
                    // `try_lock`: a load, then the barging loop.
                    n.state = w;
                    n.pc = Pc::Barge;
                    push(out, w, n, true);
                } else if w == 0 {
                    n.pc = Pc::Held;
                    push(out, LOCKED, n, true);
                } else {
                    n.state = w;
                    n.pc = Pc::Barge;
                    push(out, w, n, true);
                }
            }
            Pc::Barge => {
                // `try_lock_slow`'s rule for a timed thread, else
                // `lock_contended`'s.
                let rule = if timed {
                    TRY_LOCK_BARGING
                } else {
                    LOCK_BARGING
                };
                if !rule.may_take(t.state) {
                    n.pc = Pc::SlowLoad;
                    push(out, w, n, true);
                } else if w == t.state {
                    n.pc = Pc::Held;
                    push(out, rule.taken(w), n, true);
                } else {
                    n.state = w;
                    push(out, w, n, true);
                }
            }
            Pc::SlowLoad | Pc::Poll => {
                n.state = w;
                n.pc = Pc::Loop;
                push(out, w, n, true);
            }
            Pc::Take | Pc::Claim | Pc::GiveUp => {
                let me = t.waiter();
                if w != t.state {
                    n.state = w;
                    n.pc = Pc::Loop;
                    push(out, w, n, true);
                } else {
                    if t.registered && w < WAITER {
                        return Err(format!("thread {i} leaves a WAITER unit that is not there"));
                    }
                    let (new, acquired) = match t.pc {
                        Pc::Take => (me.leave(w | LOCKED), true),
                        Pc::Claim => (me.leave(w & !HANDOFF), true),
                        _ => (me.leave(w), false),
                    };
                    let mut d = t;
                    if acquired {
                        d = Thread::new(t.calls);
                        d.pc = Pc::Held;
                    } else {
                        d.end_call();
                    }
                    push(out, new, d, true);
                }
            }
            Pc::Ask => {
                n.pc = Pc::Poll;
                push(out, w | SAMPLE, n, true);
            }
            Pc::Register => {
                let me = t.waiter();
                let mut new = rules.register(&me, t.state);
                if n.claim {
                    new |= STARVING;
                }
                if new != t.state && w != t.state {
                    n.state = w;
                    n.pc = Pc::Loop;
                    push(out, w, n, true);
                } else {
                    n.registered = true;
                    n.owns = false;
                    n.starving |= t.claim;
                    n.claim = false;
                    n.state = new;
                    if new & HANDOFF != 0 {
                        n.pc = Pc::Loop;
                    } else {
                        n.slept = true;
                        n.pc = Pc::Wait;
                    }
                    // (With `new == state` there is no compare-and-swap and
                    // the word is not touched.)
                    push(out, if new != t.state { new } else { w }, n, true);
                }
            }
            Pc::Wait => {
                n.pc = if w == t.state {
                    Pc::Asleep
                } else {
                    Pc::BackLoad
                };
                push(out, w, n, true);
            }
            Pc::Asleep => {
                // Woken by a signal (or, timed, by the deadline).
                n.pc = Pc::BackLoad;
                push(out, w, n, timed);
            }
            Pc::BackLoad => {
                n.state = w;
                n.pc = if t.starving { Pc::Loop } else { Pc::BackCas };
                push(out, w, n, true);
            }
            Pc::BackCas => {
                if t.state & HANDOFF != 0 {
                    n.pc = Pc::Loop;
                    push(out, w, n, true);
                } else if w != t.state {
                    n.state = w;
                    push(out, w, n, true);
                } else {
                    if w < WAITER {
                        return Err(format!(
                            "thread {i} back from the futex finds no WAITER unit"
                        ));
                    }
                    let (new, owns) = rules.back_from_futex(w);
                    n.registered = false;
                    n.owns = owns;
                    n.state = new;
                    n.pc = Pc::Loop;
                    push(out, new, n, true);
                }
            }
            Pc::NodeAsleep | Pc::MovedAsleep => {
                // A signal or a spurious return from the futex (moved or
                // not, the thread wakes up in the Condvar's wait).
                n.pc = Pc::NodeCheck;
                push(out, w, n, false);
            }
            Pc::NodeCheck => {
                if s.moved & 1 << i != 0 {
                    // `lock_as_waiter`: `lock_slow` as a registered waiter.
                    n.registered = true;
                    n.pc = Pc::SlowLoad;
                } else {
                    n.pc = Pc::NodeAsleep;
                }
                push(out, w, n, true);
            }
            Pc::AdoptAdd => {
                n.pc = Pc::AdoptStore;
                let unit = if rules == Rules::AdoptWithoutUnit {
                    0
                } else {
                    WAITER
                };
                push(out, w + unit, n, true);
            }
            Pc::AdoptStore => {
                n.pc = Pc::AdoptRequeue;
                let mut to = *s;
                to.moved |= 1 << self.successor(i).expect("adopting");
                push_from(out, to, w, n, true);
            }
            Pc::AdoptRequeue => {
                // `requeue_one` moves the one thread that can sleep on the
                // node, its waiter, if it is asleep there.
                let mut to = *s;
                let p = self.successor(i).expect("adopting");
                if to.threads[p].pc == Pc::NodeAsleep {
                    to.threads[p].pc = Pc::MovedAsleep;
                }
                n.pc = if rules == Rules::AdoptWithoutClear {
                    Pc::Held
                } else {
                    Pc::AdoptClearLoad
                };
                push_from(out, to, w, n, true);
            }
            Pc::AdoptClearCas if w == t.state => {
                let cleared = clear_unowned_woken(w).expect("checked at the load");
                n.pc = Pc::Held;
                push(out, cleared, n, true);
            }
            // The load, or a failed compare-and-swap: clear if there is an
            // unowned WOKEN, else done.
            Pc::AdoptClearLoad | Pc::AdoptClearCas => {
                n.state = w;
                n.pc = if clear_unowned_woken(w).is_some() {
                    Pc::AdoptClearCas
                } else {
                    Pc::Held
                };
                push(out, w, n, true);
            }
            // Settled at once into their choices (see `settle`).
            Pc::Loop | Pc::Held => unreachable!("a thread left at a choice"),
            Pc::Unlock => {
                if w & LOCKED == 0 {
                    return Err(format!("thread {i} releases a lock that is not held"));
                }
                let left = w - LOCKED;
                n.state = left;
                if w != LOCKED && must_act(left) {
                    n.pc = if left & STARVING != 0 {
                        Pc::WakeStarving
                    } else {
                        Pc::WakeCas
                    };
                } else {
                    n.end_call();
                }
                push(out, left, n, true);
            }
            Pc::FairCas if w == t.state => {
                n.pc = Pc::WakeOne;
                push(out, w | HANDOFF, n, true);
            }
            // `unlock_fair`'s load, or `unlock_fair_slow`'s failed
            // compare-and-swap: hand off if there are sleepers and the lock
            // is not reserved, else a plain unlock.
            Pc::FairLoad | Pc::FairCas => {
                n.state = w;
                n.pc = if w >= WAITER && w & STARVING == 0 {
                    Pc::FairCas
                } else {
                    Pc::Unlock
                };
                push(out, w, n, true);
            }
            Pc::WakeCas => {
                if !wake_due(t.state) {
                    n.end_call();
                    push(out, w, n, true);
                } else if w != t.state {
                    n.state = w;
                    push(out, w, n, true);
                } else {
                    n.pc = Pc::WakeOne;
                    push(out, w | WOKEN, n, true);
                }
            }
            Pc::WakeOne | Pc::WakeStarving => {
                let class = t.pc == Pc::WakeStarving;
                n.end_call();
                let mut any = false;
                for j in 0..MAX_THREADS {
                    let sleeper = s.threads[j];
                    let resumes = match sleeper.pc {
                        Pc::Asleep if sleeper.starving == class => Pc::BackLoad,
                        Pc::MovedAsleep if !class => Pc::NodeCheck,
                        _ => continue,
                    };
                    any = true;
                    let mut to = *s;
                    to.threads[j].pc = resumes;
                    push_from(out, to, w, n, true);
                }
                if !any {
                    push(out, w, n, true);
                }
            }
        }
        Ok(())
    }

    /// Checks one state's own invariants.
    fn check(&self, s: &State) -> Result<(), String> {
        let holders = s
            .threads
            .iter()
            .filter(|t| {
                matches!(
                    t.pc,
                    Pc::Held
                        | Pc::Unlock
                        | Pc::FairLoad
                        | Pc::FairCas
                        | Pc::AdoptAdd
                        | Pc::AdoptStore
                        | Pc::AdoptRequeue
                        | Pc::AdoptClearLoad
                        | Pc::AdoptClearCas
                )
            })
            .count();
        if holders > 1 {
            return Err(format!("{holders} threads hold the lock"));
        }
        if holders == 1 && s.word & LOCKED == 0 {
            return Err("a thread holds the lock and LOCKED is clear".into());
        }
        if s.threads.iter().all(Thread::finished) && s.word & !SAMPLE != 0 {
            return Err(format!("all done and the word is {:#x}", s.word));
        }
        Ok(())
    }

    /// The pending waiter that thread `i` moves onto the lock the first
    /// time it holds it: thread 0 the first of the chain, each pending
    /// waiter the next.
    fn successor(&self, i: usize) -> Option<usize> {
        if i == 0 {
            return self.pending.first().copied();
        }
        let k = self.pending.iter().position(|&p| p == i)?;
        self.pending.get(k + 1).copied()
    }

    /// What makes thread `i` differ from others: its calls, timed or not,
    /// and its part in the Condvar's chain (0 none, 1 its head, 2 + k its
    /// pending waiter k).
    fn kind(&self, i: usize) -> (u8, bool, u8) {
        let part = match self.pending.iter().position(|&p| p == i) {
            Some(k) => 2 + k as u8,
            None if i == 0 && !self.pending.is_empty() => 1,
            None => 0,
        };
        (self.calls[i], self.timed[i], part)
    }

    /// Threads that start alike (same calls, same kind) are interchangeable:
    /// a state is stored with each such group's threads sorted, which
    /// divides the states by up to the number of orders of each group.
    fn canonical(&self, mut s: State) -> State {
        let mut i = 0;
        while i < MAX_THREADS {
            let mut j = i + 1;
            while j < MAX_THREADS && self.kind(j) == self.kind(i) {
                j += 1;
            }
            s.threads[i..j].sort_unstable();
            i = j;
        }
        s
    }

    /// Explores every reachable state; checks each, then that the end can be
    /// reached from each. Returns how many states there are.
    fn explore(&self) -> Result<usize, Failure> {
        let start = self.canonical(self.initial());
        let mut index: HashMap<State, u32, BuildHasherDefault<WordHasher>> = HashMap::default();
        let mut states: Vec<State> = vec![start];
        // For the report: the state each state was first reached from.
        let mut parent: Vec<u32> = vec![u32::MAX];
        // Steps a thread takes on its own, as (from, to).
        let mut edges: Vec<(u32, u32)> = Vec::new();
        index.insert(start, 0);
        let mut out = Vec::new();
        let fail = |what: String, at: u32, states: &[State], parent: &[u32]| {
            let mut path = Vec::new();
            let mut k = at;
            while k != u32::MAX {
                path.push(describe(&states[k as usize]));
                k = parent[k as usize];
            }
            path.reverse();
            Failure { what, path }
        };
        // Breadth first: states are numbered in the order they are found,
        // so the queue is the numbers not yet expanded.
        let mut next_to_expand = 0;
        while next_to_expand < states.len() {
            let k = next_to_expand as u32;
            next_to_expand += 1;
            let s = states[k as usize];
            if let Err(what) = self.check(&s) {
                return Err(fail(what, k, &states, &parent));
            }
            out.clear();
            for i in 0..MAX_THREADS {
                if let Err(what) = self.steps(&s, i, &mut out) {
                    return Err(fail(what, k, &states, &parent));
                }
            }
            for step in out.drain(..) {
                let to = self.canonical(step.to);
                let next = *index.entry(to).or_insert_with(|| {
                    states.push(to);
                    parent.push(k);
                    states.len() as u32 - 1
                });
                if step.own {
                    edges.push((next, k));
                }
            }
        }
        drop(index);
        // Backwards from the end states: every state must reach one.
        edges.sort_unstable();
        edges.dedup();
        let mut first = vec![0u32; states.len() + 1];
        for &(to, _) in &edges {
            first[to as usize + 1] += 1;
        }
        for k in 0..states.len() {
            first[k + 1] += first[k];
        }
        let mut reaches = vec![false; states.len()];
        let mut work: Vec<u32> = Vec::new();
        for (k, s) in states.iter().enumerate() {
            if s.threads.iter().all(Thread::finished) {
                reaches[k] = true;
                work.push(k as u32);
            }
        }
        while let Some(k) = work.pop() {
            let range = first[k as usize] as usize..first[k as usize + 1] as usize;
            for &(_, p) in &edges[range] {
                if !reaches[p as usize] {
                    reaches[p as usize] = true;
                    work.push(p);
                }
            }
        }
        if let Some(k) = reaches.iter().position(|&r| !r) {
            return Err(fail(
                "a state from which the threads can never all finish (a lost wake-up)".into(),
                k as u32,
                &states,
                &parent,
            ));
        }
        Ok(states.len())
    }
}

/// A fast hash for the model's states (the default one is built to resist
/// attacks, which costs time here and buys nothing).
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
    fn write_u64(&mut self, n: u64) {
        // A multiply-rotate mix (as in rustc's FxHasher).
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// One line for a state: the word, then each thread's step and copy.
fn describe(s: &State) -> String {
    let mut line = format!("word {:#x}", s.word);
    for j in 0..MAX_THREADS {
        if s.moved & 1 << j != 0 {
            line += &format!(" (node of {j} TRANSFERRED)");
        }
    }
    for (i, t) in s.threads.iter().enumerate() {
        if t.finished() {
            continue;
        }
        let flags: String = [
            (t.registered, 'r'),
            (t.owns, 'o'),
            (t.starving, 's'),
            (t.slept, 'z'),
        ]
        .iter()
        .filter(|f| f.0)
        .map(|f| f.1)
        .collect();
        line += &format!(
            " | {i}: {:?} {:#x} {flags} ({} calls)",
            t.pc, t.state, t.calls
        );
    }
    line
}

/// Runs a model and reports its size.
fn run(name: &str, model: Model) -> Result<usize, Failure> {
    let states = model.explore()?;
    eprintln!("{name}: {states} states");
    Ok(states)
}

/// Runs a model that must pass, printing the path on failure.
fn must_pass(name: &str, model: Model) {
    if let Err(failure) = run(name, model) {
        panic!("{name}: {}\n{}", failure.what, failure.path.join("\n"));
    }
}

/// Runs a broken model, which must fail as `expected` says.
fn must_fail(name: &str, model: Model, expected: &str) {
    match run(name, model) {
        Ok(states) => panic!("{name}: the broken rules passed ({states} states)"),
        Err(failure) => {
            eprintln!("{name}: caught, {} steps:", failure.path.len());
            for line in &failure.path {
                eprintln!("  {line}");
            }
            assert!(failure.what.contains(expected), "{}", failure.what);
        }
    }
}

const PLAIN: [bool; MAX_THREADS] = [false; MAX_THREADS];

#[test]
fn three_threads_six_calls() {
    must_pass(
        "3+2+1 calls",
        Model {
            calls: [3, 2, 1, 0],
            timed: PLAIN,
            fair: false,
            pending: &[],
            rules: Rules::Lock,
        },
    );
}

#[test]
#[ignore = "exhaustive, 17 million states: ci/model.sh runs it in release"]
fn four_threads_fair_and_timed() {
    must_pass(
        "1+1+1+1 calls, fair unlocks, one thread timed",
        Model {
            calls: [1, 1, 1, 1],
            timed: [false, false, false, true],
            fair: true,
            pending: &[],
            rules: Rules::Lock,
        },
    );
}

#[test]
#[ignore = "exhaustive, 49 million states: ci/model.sh runs it in release"]
fn four_threads() {
    must_pass(
        "2+1+1+1 calls",
        Model {
            calls: [2, 1, 1, 1],
            timed: PLAIN,
            fair: false,
            pending: &[],
            rules: Rules::Lock,
        },
    );
}

#[test]
#[ignore = "3.5 million states, slow in a debug build: ci/model.sh runs it in release"]
fn fair_unlocks() {
    must_pass(
        "2+2+1 calls, fair unlocks",
        Model {
            calls: [2, 2, 1, 0],
            timed: PLAIN,
            fair: true,
            pending: &[],
            rules: Rules::Lock,
        },
    );
}

#[test]
#[ignore = "2.3 million states, slow in a debug build: ci/model.sh runs it in release"]
fn timed_locks() {
    must_pass(
        "2+2+1 calls, two threads timed",
        Model {
            calls: [2, 2, 1, 0],
            timed: [false, true, true, false],
            fair: false,
            pending: &[],
            rules: Rules::Lock,
        },
    );
}

#[test]
fn broken_keep_unowned_woken_is_caught() {
    must_fail(
        "keep unowned WOKEN",
        Model {
            calls: [3, 2, 1, 0],
            timed: PLAIN,
            fair: false,
            pending: &[],
            rules: Rules::KeepUnownedWoken,
        },
        "lost wake-up",
    );
}

#[test]
fn broken_never_own_is_caught() {
    // The woken thread takes the lock without clearing the WOKEN it was
    // woken by, so no unlock wakes the sleepers left.
    must_fail(
        "never own WOKEN",
        Model {
            calls: [2, 1, 1, 0],
            timed: PLAIN,
            fair: false,
            pending: &[],
            rules: Rules::NeverOwn,
        },
        "all done and the word is 0x2",
    );
}

#[test]
fn condvar_hand_over() {
    must_pass(
        "2+1 calls and a Condvar waiter moved onto the lock",
        Model {
            calls: [2, 1, 1, 0],
            timed: PLAIN,
            fair: false,
            pending: &[2],
            rules: Rules::Lock,
        },
    );
}

#[test]
#[ignore = "exhaustive, 19 million states: ci/model.sh runs it in release"]
fn condvar_hand_over_four_threads() {
    must_pass(
        "1+1+1 calls, fair unlocks, and a Condvar waiter moved onto the lock",
        Model {
            calls: [1, 1, 1, 1],
            timed: PLAIN,
            fair: true,
            pending: &[3],
            rules: Rules::Lock,
        },
    );
}

#[test]
fn broken_adopt_without_unit_is_caught() {
    must_fail(
        "adopt without a WAITER unit",
        Model {
            calls: [2, 1, 1, 0],
            timed: PLAIN,
            fair: false,
            pending: &[2],
            rules: Rules::AdoptWithoutUnit,
        },
        "WAITER unit that is not there",
    );
}

#[test]
fn broken_adopt_without_clear_is_caught() {
    // The lost wake-up that the clearing in `adopt_waiter` fixes: an unlock
    // still in `wake_after_unlock` sees the unit just added, sets WOKEN and
    // wakes nobody (the waiter is still on its node); the waiter is moved
    // onto the word and sleeps, and no unlock wakes it while WOKEN stays.
    must_fail(
        "adopt without clearing an unowned WOKEN",
        Model {
            calls: [2, 1, 1, 0],
            timed: PLAIN,
            fair: false,
            pending: &[2],
            rules: Rules::AdoptWithoutClear,
        },
        "lost wake-up",
    );
}

#[test]
#[ignore = "exhaustive, 7 million states: ci/model.sh runs it in release"]
fn condvar_chain() {
    // `notify_all` with three waiters: the one it woke (thread 0) moves the
    // second, which moves the third, while thread 1 locks twice.
    must_pass(
        "1+2 calls and a chain of two Condvar waiters moved onto the lock",
        Model {
            calls: [1, 2, 1, 1],
            timed: PLAIN,
            fair: false,
            pending: &[2, 3],
            rules: Rules::Lock,
        },
    );
}

#[test]
#[ignore = "exhaustive, 19 million states: ci/model.sh runs it in release"]
fn condvar_chain_fair() {
    must_pass(
        "1+2 calls, fair unlocks, and a chain of two Condvar waiters",
        Model {
            calls: [1, 2, 1, 1],
            timed: PLAIN,
            fair: true,
            pending: &[2, 3],
            rules: Rules::Lock,
        },
    );
}

#[test]
#[ignore = "exhaustive, 10 million states: ci/model.sh runs it in release"]
fn condvar_chain_timed() {
    // The same chain beside a thread whose calls are timed (`try_lock`
    // barging, giving up with a WAITER unit on the word).
    must_pass(
        "1+2 calls, the 2 timed, and a chain of two Condvar waiters",
        Model {
            calls: [1, 2, 1, 1],
            timed: [false, true, false, false],
            fair: false,
            pending: &[2, 3],
            rules: Rules::Lock,
        },
    );
}
