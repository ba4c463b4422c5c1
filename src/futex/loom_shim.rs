//! A model of a process-private futex, built from loom's primitives: what
//! [`Private`](super::Private) is under `cfg(loom)`.
//!
//! What the kernel guarantees and this model keeps:
//! - `wait` compares the word with `expected` and queues the thread in one
//!   step with respect to `wake`: the kernel holds the hash-bucket lock for
//!   both, here one loom `Mutex` plays that lock. So a thread that changes the
//!   word and then calls `wake` either makes the waiter see the change (it
//!   returns at once) or finds it queued (and dequeues it).
//! - `wake(n)` dequeues up to `n` threads sleeping on that address (oldest
//!   first, one valid choice of the kernel's unspecified order); each returns
//!   `true`. Nobody else makes a sleeper return `true`, so a lost wake-up
//!   leaves a thread blocked for good, which loom reports as a deadlock.
//! - A timed `wait` returns `false` once its deadline has passed, unless a
//!   `wake` dequeued it first (then it reports the wake-up, as the kernel
//!   does when the two race).
//! - With [`interrupt_first_waits`], every thread's first `wait` returns `true`
//!   without sleeping, as one interrupted by a signal (`EINTR`) does.
//!
//! What it adds: the model's lock orders a waker's earlier writes before the
//! woken thread's return (the kernel's bucket lock does the same in practice,
//! but the lock must not rely on it). So a missing `Acquire` in the lock shows
//! up on the paths where the lock changes hands without a sleep (barging,
//! spinning, `try_lock`), which every model explores.
//!
//! Time: real time would make loom's executions differ from one another, so
//! time is part of the model. All deadlines pass at once, when a model thread
//! calls [`expire_deadlines`]; loom places that call at every point of every
//! interleaving, so "the deadline passed just here" is explored for every
//! "here". Before the call every deadline lies in the future, after it every
//! deadline has passed: in effect one deadline per model.
//!
//! - `requeue_one` moves the oldest thread sleeping on one address onto
//!   another's queue without waking it, if the first word still holds the
//!   expected value, as `FUTEX_CMP_REQUEUE` with no wake-up and one move
//!   does. (Until session 40 the model woke that thread instead, the
//!   `Futex` trait's default: the woken thread then compared the mutex word
//!   before it slept again, which hid a lost wake-up in the Condvar's
//!   hand-over that the word model, `raw_model.rs`, found.)

use crate::primitive::{AtomicBool, AtomicU32, Ordering};
use loom::sync::{Condvar, Mutex, MutexGuard};
use loom::thread::ThreadId;
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Instant;

/// One thread asleep in `wait`.
struct Sleeper {
    /// The address of the word it sleeps on.
    word: usize,
    /// Whether it waits with a deadline (so `expire_deadlines` must wake it).
    timed: bool,
    /// Its own wake-up signal; also identifies it in the queue.
    wake_up: Arc<Condvar>,
}

/// Everything the model's "kernel" keeps, guarded by one lock.
struct Queue {
    /// Sleepers on every address, oldest first.
    sleepers: VecDeque<Sleeper>,
    /// Whether each thread's first wait returns early (see `interrupt_first_waits`).
    interrupt_first_waits: bool,
    /// Threads whose first wait has already been interrupted.
    interrupted: Vec<ThreadId>,
}

/// The model's futex table, fresh for every loom execution.
struct Futexes {
    queue: Mutex<Queue>,
    /// Set once by `expire_deadlines`; never cleared within an execution.
    deadlines_expired: AtomicBool,
}

loom::lazy_static! {
    static ref FUTEXES: Futexes = Futexes {
        queue: Mutex::new(Queue {
            sleepers: VecDeque::new(),
            interrupt_first_waits: false,
            interrupted: Vec::new(),
        }),
        deadlines_expired: AtomicBool::new(false),
    };
}

fn address(word: &AtomicU32) -> usize {
    word as *const AtomicU32 as usize
}

fn lock_queue() -> MutexGuard<'static, Queue> {
    // A poisoned queue means a model thread panicked: the model fails anyway.
    FUTEXES.queue.lock().expect("futex model poisoned")
}

/// Whether the model's deadlines have passed.
pub(crate) fn deadlines_expired() -> bool {
    // SeqCst: time moves forward for every thread in one order.
    FUTEXES.deadlines_expired.load(Ordering::SeqCst)
}

/// Makes every deadline in the model pass now, waking the timed sleepers.
pub(crate) fn expire_deadlines() {
    // Set before taking the queue lock: a timed waiter that queues after us
    // sees the flag under the lock, one that queued before is woken below.
    FUTEXES.deadlines_expired.store(true, Ordering::SeqCst);
    let queue = lock_queue();
    for sleeper in queue.sleepers.iter().filter(|s| s.timed) {
        sleeper.wake_up.notify_one();
    }
}

/// From now on in this execution, each thread's first `wait` returns at once,
/// as a wait interrupted by a signal does.
pub(crate) fn interrupt_first_waits() {
    lock_queue().interrupt_first_waits = true;
}

/// See `Futex::wait`.
pub(crate) fn wait(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool {
    let timed = deadline.is_some();
    let mut queue = lock_queue();
    if timed && deadlines_expired() {
        return false;
    }
    // Relaxed: the queue lock orders this load after the store of any thread
    // that changed the word before calling `wake`, as the bucket lock does.
    if word.load(Ordering::Relaxed) != expected {
        return true;
    }
    if queue.interrupt_first_waits {
        let me = loom::thread::current().id();
        if !queue.interrupted.contains(&me) {
            queue.interrupted.push(me);
            return true;
        }
    }
    let wake_up = Arc::new(Condvar::new());
    queue.sleepers.push_back(Sleeper {
        word: address(word),
        timed,
        wake_up: Arc::clone(&wake_up),
    });
    loop {
        queue = wake_up.wait(queue).expect("futex model poisoned");
        let me = queue
            .sleepers
            .iter()
            .position(|s| Arc::ptr_eq(&s.wake_up, &wake_up));
        match me {
            // Dequeued by `wake`.
            None => return true,
            Some(i) if timed && deadlines_expired() => {
                queue.sleepers.remove(i);
                return false;
            }
            // Not woken and not timed out: sleep on.
            Some(_) => {}
        }
    }
}

/// Wakes up to `count` threads sleeping on `word`; returns how many.
pub(crate) fn wake(word: &AtomicU32, count: usize) -> usize {
    let word = address(word);
    let mut queue = lock_queue();
    let mut woken = 0;
    let mut i = 0;
    while woken < count && i < queue.sleepers.len() {
        if queue.sleepers[i].word == word {
            let sleeper = queue.sleepers.remove(i).expect("index in range");
            sleeper.wake_up.notify_one();
            woken += 1;
        } else {
            i += 1;
        }
    }
    woken
}

/// Moves the oldest thread sleeping on `from` onto `to`'s queue, without
/// waking it, if `from` holds `expected`; otherwise does nothing.
pub(crate) fn requeue_one(from: &AtomicU32, expected: u32, to: &AtomicU32) {
    let mut queue = lock_queue();
    if from.load(Ordering::Relaxed) != expected {
        return;
    }
    let (from, to) = (address(from), address(to));
    if let Some(sleeper) = queue.sleepers.iter_mut().find(|s| s.word == from) {
        sleeper.word = to;
    }
}
