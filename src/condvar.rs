//! [`Condvar`]: `std::sync::Condvar` for [`MutexGuard`], with a `notify_all`
//! that wakes one thread and moves the others onto the mutex, one at a time,
//! instead of waking them all to fight over it.
//!
//! # Design
//!
//! Every waiting thread puts a node on its own stack into a FIFO queue (a
//! doubly linked list guarded by a small internal lock, `queue_lock`). The
//! node holds the thread's private futex word, `state`:
//!
//! | state | meaning | written by |
//! | --- | --- | --- |
//! | `WAITING` | in the queue, not notified | the waiter, before it enqueues |
//! | `NOTIFIED` | taken off the queue and woken; lock the mutex normally | a notifier, under `queue_lock` |
//! | `PENDING` | taken off the queue by `notify_all`, not woken: the thread before it in the chain will move it | `notify_all`, under `queue_lock` |
//! | `TRANSFERRED` | counted as a registered waiter of the mutex and moved onto the mutex's futex; lock as that waiter | the thread before it in the chain, holding the mutex |
//!
//! `notify_one` takes the queue's first node, stores `NOTIFIED` and wakes it.
//! `notify_all` takes the whole queue: the first node becomes `NOTIFIED` and
//! is woken, the others become `PENDING`, and the queue's links become a
//! chain. Each chain member, once it holds the mutex again and before
//! `wait` returns, hands its successor over with `RawLock::adopt_waiter`:
//! add one `WAITER` unit to the mutex word, store `TRANSFERRED`, then move
//! the successor's sleep from its node onto the mutex word
//! (`FUTEX_CMP_REQUEUE`, or parking_lot_core's `unpark_requeue`). The mutex's
//! unlock then sees a sleeper and wakes it, like any other registered waiter.
//! So `notify_all` wakes one thread, and every later one sleeps until the
//! mutex is actually free for it: no stampede.
//!
//! # Why it is correct
//!
//! - **The count on the mutex stays exact.** A `WAITER` unit is added for
//!   exactly one identified thread (the successor), while the adder holds the
//!   mutex, so no unlock or hand-off can run between the addition and the
//!   move. The moved thread learns it owns the unit from its own node
//!   (`TRANSFERRED`), whatever it wakes up from: a wake on the mutex word, a
//!   timeout left over from its condvar wait, a signal (a restarted wait
//!   finds the node changed), or a spurious return. It then enters the
//!   mutex's slow path as an already registered waiter (`lock_as_waiter`),
//!   which drops the unit exactly when it takes the lock. No anonymous units
//!   exist, so none can be claimed by the wrong thread. (A design that keeps
//!   only a count of condvar waiters cannot tell which sleepers the kernel
//!   moved: a moved waiter that times out on the mutex's queue would take
//!   back a unit that belongs to a newer waiter, leaving that one asleep
//!   forever and the mutex with a unit nobody owns.)
//! - **No lost notification.** A waiter enqueues before it releases the
//!   mutex, so a notifier that changed the condition under the mutex finds
//!   the node. The notifier changes the node's word before it wakes, so a
//!   waiter that has not reached the kernel yet finds the word changed and
//!   does not sleep.
//! - **Notify against timeout** is decided under `queue_lock`: a waiter whose
//!   deadline passed removes its node only if it still reads `WAITING`;
//!   otherwise it was notified first and waits for the rest of its turn
//!   (`NOTIFIED`: at once; `PENDING`: until moved, without a deadline, since
//!   it is logically queued on the mutex already). `timed_out()` is true
//!   only for a waiter that removed itself.
//! - **Nodes outlive every access.** A notifier holds `queue_lock` from the
//!   moment it stores `NOTIFIED` until its wake-up call returns, and a
//!   waiter that read `NOTIFIED` passes through `queue_lock` before it
//!   returns, so the woken node is alive during the wake. A `PENDING` or
//!   `TRANSFERRED` node's thread cannot return before it takes the mutex,
//!   which its predecessor holds while it touches the node.
//! - **The chain never breaks.** Every chain member eventually returns from
//!   its wait holding the mutex (the lock has no deadline), and hands its
//!   successor over before anything else: no user code runs in between.
//!   Chain links are written under `queue_lock` before the first node's
//!   `NOTIFIED` (a Release store); each `TRANSFERRED` is a Release store made
//!   after the predecessor read its own state with Acquire, so every member
//!   reads its `next` link after the notifier wrote it.
//!
//! # Cost
//!
//! Each hand-over in the chain is one `FUTEX_CMP_REQUEUE` (by the
//! predecessor, with the mutex held) and one wake-up (in the predecessor's
//! unlock, which finds the moved thread counted). A notifier holds
//! `queue_lock` across one wake-up call. Compared with waking every waiter
//! at once, that is one more system call per waiter, in exchange for never
//! waking a thread that would only find the mutex locked; see the README for
//! measurements and when each wins.
//!
//! # For a model checker
//!
//! The interleavings that matter, each argued above:
//! - a notifier's store of `NOTIFIED`/`PENDING` against the waiter's timeout
//!   (both under `queue_lock`; the waiter's pre-lock futex wait may return
//!   either way);
//! - `adopt_waiter`'s steps (unit, `TRANSFERRED`, requeue, clearing an
//!   unowned `WOKEN`) against the successor returning from its wait for any
//!   reason at any point between them, and against an unlock still in
//!   `wake_after_unlock` (loom's futex model requeues as the kernel does
//!   since session 40; `raw_model.rs` checks the word's side exhaustively);
//! - the chain head's `queue_lock` barrier against the notifier's wake-up;
//! - `notify_all` with two waiters and the mutex held by the notifier, so the
//!   head must sleep on the mutex before its successor is moved.
//!
//! The end state to check: every waiter returned holding the mutex once, and
//! the mutex word is back to 0 (no `WAITER` unit left).
//!
//! # One mutex at a time
//!
//! The chain moves waiters onto the mutex the mover holds, so all the nodes
//! in the queue at one time must belong to the same mutex. A node that
//! enters an empty queue ties the condvar to its mutex (by address); a node
//! of any other mutex that arrives while the queue is not empty makes its
//! `wait` panic with "attempted to use a condition variable with two
//! mutexes" (std documents that a condvar may panic when used with more
//! than one mutex; parking_lot's behaves the same way). Using a condvar with
//! different mutexes one after the other is fine, and so is moving the
//! mutex between waits. The panic happens while the caller's guard is held,
//! so, like any panic in a critical section, it poisons that other mutex.

use crate::futex::{Futex, Private};
use crate::mutex::{Mutex, MutexGuard};
use crate::primitive::{deadline_near, deadline_passed, AtomicU32, Ordering};
use crate::raw::{poll_word, RawLock};
use crate::raw_mutex::NativePrivate;
use crate::RawMutex;
use core::cell::Cell;
use core::fmt;
use core::ptr;
use std::panic::{RefUnwindSafe, UnwindSafe};
use std::sync::{LockResult, PoisonError};
use std::time::{Duration, Instant};

/// In the queue, not notified.
const WAITING: u32 = 0;
/// Woken by a notifier: lock the mutex normally.
const NOTIFIED: u32 = 1;
/// Notified by `notify_all`; the predecessor in the chain will move us.
const PENDING: u32 = 2;
/// Counted in the mutex's `WAITERS` and moved onto its futex.
const TRANSFERRED: u32 = 3;

/// One waiting thread, on its stack for the length of its `wait`.
struct Node {
    /// The thread's futex word (see the state table in the module docs).
    state: AtomicU32,
    /// Queue links, guarded by `queue_lock` while the node is queued. Once a
    /// `notify_all` detaches the queue, `next` is the chain successor, read
    /// only by this node's thread.
    prev: Cell<*const Node>,
    next: Cell<*const Node>,
}

/// How a thread's sleep on its node ended.
enum Woken {
    /// Its deadline passed and it removed its own node.
    TimedOut,
    /// A notifier woke it: lock normally.
    Notified,
    /// Moved onto the mutex and counted there: lock as a registered waiter.
    Transferred,
}

/// The result of a timed wait: whether it ended because time ran out.
///
/// hintlock's own type, since std's `WaitTimeoutResult` cannot be built
/// outside std; it has the same method.
///
/// ```
/// use hintlock::{Condvar, Mutex};
/// use std::time::Duration;
///
/// let m = Mutex::new(());
/// let cv = Condvar::new();
/// let (_g, result) = cv.wait_timeout(m.lock().unwrap(), Duration::ZERO).unwrap();
/// assert!(result.timed_out());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WaitTimeoutResult(bool);

impl WaitTimeoutResult {
    /// Whether the wait ended because its timeout passed (and not because
    /// of a notification).
    #[must_use]
    #[inline]
    pub fn timed_out(&self) -> bool {
        self.0
    }
}

/// A condition variable with `std::sync::Condvar`'s API and semantics, for
/// [`Mutex`] and [`MutexGuard`].
///
/// `notify_all` wakes one waiter and moves the others onto the mutex, so
/// they wake one at a time as the mutex becomes free, instead of all at once
/// (see the module documentation for the protocol). All threads waiting at
/// the same time must use the same mutex: a `wait` with a second mutex while
/// others wait with the first panics.
///
/// ```
/// use hintlock::{Condvar, Mutex};
/// use std::sync::Arc;
/// use std::thread;
///
/// let pair = Arc::new((Mutex::new(false), Condvar::new()));
/// let pair2 = Arc::clone(&pair);
/// thread::spawn(move || {
///     let (ready, cv) = &*pair2;
///     *ready.lock().unwrap() = true;
///     cv.notify_one();
/// });
/// let (ready, cv) = &*pair;
/// let guard = cv.wait_while(ready.lock().unwrap(), |ready| !*ready).unwrap();
/// assert!(*guard);
/// ```
pub struct Condvar {
    /// Guards `head`, `tail`, `mutex`, and the links of queued nodes.
    queue_lock: RawMutex,
    head: Cell<*const Node>,
    tail: Cell<*const Node>,
    /// Nodes in the queue. Written under `queue_lock`; read without it by
    /// the notifiers' fast path.
    queued: AtomicU32,
    /// Address of the mutex lock of the queued nodes (meaningful only while
    /// the queue is not empty).
    mutex: Cell<usize>,
}

// SAFETY: the raw pointers are only dereferenced under `queue_lock` or by
// the protocol in the module documentation, which keeps every node alive
// while it is reachable; the condvar holds no thread-bound data.
unsafe impl Send for Condvar {}
// SAFETY: as above; all shared mutable state is atomic or guarded by
// `queue_lock`.
unsafe impl Sync for Condvar {}

// As std's: a panic while waiting leaves no broken state behind (a waiter
// that unwinds has already left the queue, and the mutex carries poisoning).
impl UnwindSafe for Condvar {}
impl RefUnwindSafe for Condvar {}

impl Condvar {
    /// Creates a condition variable with no waiters.
    ///
    /// ```
    /// static READY: hintlock::Condvar = hintlock::Condvar::new();
    /// READY.notify_all();
    /// ```
    #[cfg(not(loom))]
    #[must_use]
    #[inline]
    pub const fn new() -> Self {
        Condvar {
            queue_lock: RawMutex::new(),
            head: Cell::new(ptr::null()),
            tail: Cell::new(ptr::null()),
            queued: AtomicU32::new(0),
            mutex: Cell::new(0),
        }
    }

    /// Creates a condition variable with no waiters.
    #[cfg(loom)]
    #[must_use]
    pub fn new() -> Self {
        Condvar {
            queue_lock: RawMutex::new(),
            head: Cell::new(ptr::null()),
            tail: Cell::new(ptr::null()),
            queued: AtomicU32::new(0),
            mutex: Cell::new(0),
        }
    }

    /// Releases the guard's mutex, sleeps until notified, and locks the mutex
    /// again before returning.
    ///
    /// `Err` if the mutex is poisoned when it is locked again (the guard is
    /// inside the error). Like std's, it may wake without a notification in
    /// principle, so check the condition in a loop or use
    /// [`Condvar::wait_while`].
    ///
    /// # Panics
    ///
    /// If other threads are waiting on this condvar with a different mutex.
    ///
    /// ```
    /// use hintlock::{Condvar, Mutex};
    /// use std::sync::Arc;
    ///
    /// let pair = Arc::new((Mutex::new(0), Condvar::new()));
    /// let pair2 = Arc::clone(&pair);
    /// std::thread::spawn(move || {
    ///     *pair2.0.lock().unwrap() = 7;
    ///     pair2.1.notify_one();
    /// });
    /// let mut g = pair.0.lock().unwrap();
    /// while *g == 0 {
    ///     g = pair.1.wait(g).unwrap();
    /// }
    /// assert_eq!(*g, 7);
    /// ```
    pub fn wait<'a, T: ?Sized>(&self, guard: MutexGuard<'a, T>) -> LockResult<MutexGuard<'a, T>> {
        self.wait_until_internal(guard, None).0
    }

    /// Waits until `condition` returns `false`, checking it first and after
    /// every wake-up, with the mutex held.
    ///
    /// ```
    /// use hintlock::{Condvar, Mutex};
    /// use std::sync::Arc;
    ///
    /// let pair = Arc::new((Mutex::new(true), Condvar::new()));
    /// let pair2 = Arc::clone(&pair);
    /// std::thread::spawn(move || {
    ///     *pair2.0.lock().unwrap() = false;
    ///     pair2.1.notify_all();
    /// });
    /// let g = pair.1.wait_while(pair.0.lock().unwrap(), |busy| *busy).unwrap();
    /// assert!(!*g);
    /// ```
    pub fn wait_while<'a, T: ?Sized, F>(
        &self,
        mut guard: MutexGuard<'a, T>,
        mut condition: F,
    ) -> LockResult<MutexGuard<'a, T>>
    where
        F: FnMut(&mut T) -> bool,
    {
        while condition(&mut *guard) {
            guard = self.wait(guard)?;
        }
        Ok(guard)
    }

    /// [`Condvar::wait`], but for at most `timeout` (measured against an
    /// absolute monotonic deadline, so spurious returns never lengthen it).
    ///
    /// A zero timeout releases and relocks the mutex; a timeout too large
    /// for an `Instant` (such as `Duration::MAX`) waits as long as it takes.
    /// The result says whether time ran out before a notification arrived.
    ///
    /// ```
    /// use hintlock::{Condvar, Mutex};
    /// use std::time::Duration;
    ///
    /// let m = Mutex::new(0);
    /// let cv = Condvar::new();
    /// let (g, result) = cv.wait_timeout(m.lock().unwrap(), Duration::from_millis(1)).unwrap();
    /// assert!(result.timed_out());
    /// assert_eq!(*g, 0);
    /// ```
    pub fn wait_timeout<'a, T: ?Sized>(
        &self,
        guard: MutexGuard<'a, T>,
        timeout: Duration,
    ) -> LockResult<(MutexGuard<'a, T>, WaitTimeoutResult)> {
        let deadline = Instant::now().checked_add(timeout);
        let (locked, timed_out) = self.wait_until_internal(guard, deadline);
        let result = WaitTimeoutResult(timed_out);
        match locked {
            Ok(guard) => Ok((guard, result)),
            Err(poisoned) => Err(PoisonError::new((poisoned.into_inner(), result))),
        }
    }

    /// `wait_timeout` with the timeout in milliseconds and the result as a
    /// `bool` that is `false` only if the timeout passed: std's deprecated
    /// form, kept so that code still calling it builds after the `use`
    /// change.
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use hintlock::{Condvar, Mutex};
    ///
    /// let m = Mutex::new(0);
    /// let cv = Condvar::new();
    /// let (g, notified) = cv.wait_timeout_ms(m.lock().unwrap(), 0).unwrap();
    /// assert!(!notified);
    /// assert_eq!(*g, 0);
    /// ```
    #[deprecated(
        since = "0.1.0",
        note = "replaced by `Condvar::wait_timeout`, as in std"
    )]
    pub fn wait_timeout_ms<'a, T: ?Sized>(
        &self,
        guard: MutexGuard<'a, T>,
        ms: u32,
    ) -> LockResult<(MutexGuard<'a, T>, bool)> {
        match self.wait_timeout(guard, Duration::from_millis(u64::from(ms))) {
            Ok((guard, result)) => Ok((guard, !result.timed_out())),
            Err(poisoned) => {
                let (guard, result) = poisoned.into_inner();
                Err(PoisonError::new((guard, !result.timed_out())))
            }
        }
    }

    /// Waits until `condition` returns `false` or `timeout` passes. The
    /// condition is checked first: if it already returns `false`, the call
    /// returns at once and is not a timeout, even with a zero timeout.
    ///
    /// ```
    /// use hintlock::{Condvar, Mutex};
    /// use std::time::Duration;
    ///
    /// let m = Mutex::new(3);
    /// let cv = Condvar::new();
    /// let (g, result) = cv
    ///     .wait_timeout_while(m.lock().unwrap(), Duration::ZERO, |n| *n == 0)
    ///     .unwrap();
    /// assert!(!result.timed_out());
    /// assert_eq!(*g, 3);
    /// ```
    pub fn wait_timeout_while<'a, T: ?Sized, F>(
        &self,
        mut guard: MutexGuard<'a, T>,
        timeout: Duration,
        mut condition: F,
    ) -> LockResult<(MutexGuard<'a, T>, WaitTimeoutResult)>
    where
        F: FnMut(&mut T) -> bool,
    {
        let deadline = Instant::now().checked_add(timeout);
        loop {
            if !condition(&mut *guard) {
                return Ok((guard, WaitTimeoutResult(false)));
            }
            if deadline.is_some_and(deadline_passed) {
                return Ok((guard, WaitTimeoutResult(true)));
            }
            let (locked, timed_out) = self.wait_until_internal(guard, deadline);
            guard = match locked {
                Ok(guard) => guard,
                // As std: the poison error carries the last wait's result.
                Err(poisoned) => {
                    let result = WaitTimeoutResult(timed_out);
                    return Err(PoisonError::new((poisoned.into_inner(), result)));
                }
            };
        }
    }

    /// Wakes one thread waiting on this condvar, if there is one.
    ///
    /// ```
    /// hintlock::Condvar::new().notify_one(); // no waiter: nothing happens
    /// ```
    pub fn notify_one(&self) {
        // Relaxed: a waiter that released the mutex before we locked it is
        // ordered before this load by the mutex; racing waiters may be missed,
        // as with any condvar.
        if self.queued.load(Ordering::Relaxed) == 0 {
            return;
        }
        let queue = self.queue_lock.raw();
        queue.lock();
        let head = self.head.get();
        if !head.is_null() {
            // SAFETY: `head` is queued, so its thread is waiting and cannot
            // leave before it reads a state other than WAITING; we hold
            // `queue_lock` until the wake-up call returns, and a NOTIFIED
            // thread passes through `queue_lock` before it leaves.
            unsafe {
                let node = &*head;
                self.unlink(node);
                node.next.set(ptr::null());
                // Release: the waiter may read `next` after it sees NOTIFIED.
                node.state.store(NOTIFIED, Ordering::Release);
                Private::wake_one(&node.state);
            }
        }
        // SAFETY: locked above.
        unsafe { queue.unlock() };
    }

    /// Wakes all threads waiting on this condvar, one at a time: the first is
    /// woken now, each of the others once its predecessor has the mutex and
    /// releases it (see the module documentation).
    ///
    /// ```
    /// hintlock::Condvar::new().notify_all(); // no waiter: nothing happens
    /// ```
    pub fn notify_all(&self) {
        // Relaxed: as in `notify_one`.
        if self.queued.load(Ordering::Relaxed) == 0 {
            return;
        }
        let queue = self.queue_lock.raw();
        queue.lock();
        let head = self.head.get();
        self.head.set(ptr::null());
        self.tail.set(ptr::null());
        self.queued.store(0, Ordering::Relaxed);
        if !head.is_null() {
            // SAFETY: every node reached here was queued, so its thread is
            // waiting; the followers cannot leave before their predecessor
            // moves them (it holds the mutex then), and the head as in
            // `notify_one`.
            unsafe {
                // The `next` links already form the chain, in queue order.
                let mut follower = (*head).next.get();
                while !follower.is_null() {
                    // Relaxed: PENDING carries no data; the links reach each
                    // follower through the chain of Release stores.
                    (*follower).state.store(PENDING, Ordering::Relaxed);
                    follower = (*follower).next.get();
                }
                // Release: publishes the links written under `queue_lock`.
                (*head).state.store(NOTIFIED, Ordering::Release);
                Private::wake_one(&(*head).state);
            }
        }
        // SAFETY: locked above.
        unsafe { queue.unlock() };
    }

    /// The common body of every wait: `(relocked mutex, timed out)`.
    fn wait_until_internal<'a, T: ?Sized>(
        &self,
        guard: MutexGuard<'a, T>,
        deadline: Option<Instant>,
    ) -> (LockResult<MutexGuard<'a, T>>, bool) {
        let mutex: &'a Mutex<T> = guard.mutex();
        let lock = mutex.raw().raw();
        let node = Node {
            state: AtomicU32::new(WAITING),
            prev: Cell::new(ptr::null()),
            next: Cell::new(ptr::null()),
        };
        assert!(
            self.enqueue(&node, lock),
            "attempted to use a condition variable with two mutexes"
        );
        // The guard's unlock is done by hand here; a new guard is made below,
        // with this one's record of whether a panic was under way.
        let panicking = guard.taken_while_panicking();
        core::mem::forget(guard);
        // SAFETY: this thread holds the lock, and the forgotten guard will
        // not unlock it again.
        unsafe { lock.unlock() };

        let woken = self.sleep(&node, deadline);
        match woken {
            Woken::TimedOut | Woken::Notified => lock.lock(),
            // SAFETY: the predecessor added our WAITER unit before it stored
            // TRANSFERRED (`adopt_waiter`), and nothing else uses it.
            Woken::Transferred => unsafe { lock.lock_as_waiter() },
        }
        if !matches!(woken, Woken::TimedOut) {
            let successor = node.next.get();
            if !successor.is_null() {
                // SAFETY: we hold the mutex; the successor is PENDING, was
                // queued with us and so waits for this same mutex (`enqueue`),
                // and cannot leave its wait before it takes the mutex, so its
                // node is alive.
                unsafe { lock.adopt_waiter(&(*successor).state, TRANSFERRED) };
            }
        }
        // SAFETY: this thread holds the lock again.
        let relocked = unsafe { mutex.guard_from(panicking) };
        (relocked, matches!(woken, Woken::TimedOut))
    }

    /// Appends `node` for a waiter of `lock`; `false` (and nothing queued)
    /// if the queued nodes belong to a different lock.
    fn enqueue(&self, node: &Node, lock: &RawLock<NativePrivate>) -> bool {
        let address = lock as *const RawLock<NativePrivate> as usize;
        let queue = self.queue_lock.raw();
        queue.lock();
        let tail = self.tail.get();
        let same_mutex = tail.is_null() || self.mutex.get() == address;
        if same_mutex {
            self.mutex.set(address);
            node.prev.set(tail);
            if tail.is_null() {
                self.head.set(node);
            } else {
                // SAFETY: `tail` is queued (we hold `queue_lock`), so alive.
                unsafe { (*tail).next.set(node) };
            }
            self.tail.set(node);
            let queued = self.queued.load(Ordering::Relaxed);
            self.queued.store(queued + 1, Ordering::Relaxed);
        }
        // SAFETY: locked above.
        unsafe { queue.unlock() };
        same_mutex
    }

    /// Removes a queued `node`; `queue_lock` must be held.
    ///
    /// # Safety
    ///
    /// The caller holds `queue_lock` and `node` is in the queue.
    unsafe fn unlink(&self, node: &Node) {
        let (prev, next) = (node.prev.get(), node.next.get());
        if prev.is_null() {
            self.head.set(next);
        } else {
            // SAFETY: queued neighbours are alive while `queue_lock` is held.
            unsafe { (*prev).next.set(next) };
        }
        if next.is_null() {
            self.tail.set(prev);
        } else {
            // SAFETY: as above.
            unsafe { (*next).prev.set(prev) };
        }
        let queued = self.queued.load(Ordering::Relaxed);
        self.queued.store(queued - 1, Ordering::Relaxed);
    }

    /// Sleeps on `node` until a notifier or the chain is done with it, or
    /// until `deadline` passes while it is still queued.
    fn sleep(&self, node: &Node, mut deadline: Option<Instant>) -> Woken {
        let queue = self.queue_lock.raw();
        loop {
            // Acquire: NOTIFIED and TRANSFERRED publish `next` (and, for
            // TRANSFERRED, our unit on the mutex word).
            match node.state.load(Ordering::Acquire) {
                NOTIFIED => {
                    // The notifier may still be in its wake-up call on our
                    // node: wait until it leaves `queue_lock`.
                    queue.lock();
                    // SAFETY: locked just above.
                    unsafe { queue.unlock() };
                    return Woken::Notified;
                }
                TRANSFERRED => return Woken::Transferred,
                PENDING => {
                    // Already notified; the rest is queueing on the mutex, which
                    // has no deadline.
                    deadline = None;
                    Private::wait(&node.state, PENDING, None);
                }
                _ => {
                    // A deadline too near to sleep for (a futex sleep ends up
                    // to the timer slack late; see `deadline_near`): poll the
                    // node instead, as a timed lock does. To the states above
                    // the polls look like futex returns without a wake-up.
                    let changed = match deadline {
                        Some(d) if deadline_near(d) => {
                            type Ops = <NativePrivate as crate::raw::Flavor>::Ops;
                            // Relaxed: a look only; the loop above reads the
                            // state again with acquire.
                            let state = node.state.load(Ordering::Relaxed);
                            poll_word::<Ops>(&node.state, state, d, |s| s != WAITING) != WAITING
                        }
                        _ => Private::wait(&node.state, WAITING, deadline),
                    };
                    if changed {
                        continue;
                    }
                    // Time is up. Leave only if no notifier took the node first.
                    queue.lock();
                    let state = node.state.load(Ordering::Relaxed);
                    if state == WAITING {
                        // SAFETY: we hold `queue_lock` and the node is queued.
                        unsafe { self.unlink(node) };
                    }
                    // SAFETY: locked above.
                    unsafe { queue.unlock() };
                    match state {
                        WAITING => return Woken::TimedOut,
                        // `queue_lock` was the notifier's; it is done with us.
                        NOTIFIED => return Woken::Notified,
                        _ => deadline = None,
                    }
                }
            }
        }
    }
}

impl Default for Condvar {
    /// A condvar with no waiters; the same as [`Condvar::new`].
    fn default() -> Self {
        Condvar::new()
    }
}

impl fmt::Debug for Condvar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Condvar").finish_non_exhaustive()
    }
}
