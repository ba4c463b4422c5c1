//! Parity with the standard library's own mutex tests, run against
//! `hintlock::Mutex` with exactly the code a std user writes.

use hintlock::{Mutex, MutexGuard};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use std::sync::{Arc, LockResult, PoisonError, TryLockError, TryLockResult};
use std::thread;

#[derive(Eq, PartialEq, Debug)]
struct NonCopy(i32);

#[test]
fn smoke() {
    let m = Mutex::new(());
    drop(m.lock().unwrap());
    drop(m.lock().unwrap());
}

#[test]
fn lots_and_lots() {
    const J: u32 = 1000;
    const K: u32 = 3;

    let m = Arc::new(Mutex::new(0));

    fn inc(m: &Mutex<u32>) {
        for _ in 0..J {
            *m.lock().unwrap() += 1;
        }
    }

    let (tx, rx) = channel();
    for _ in 0..K {
        let tx2 = tx.clone();
        let m2 = m.clone();
        thread::spawn(move || {
            inc(&m2);
            tx2.send(()).unwrap();
        });
        let tx2 = tx.clone();
        let m2 = m.clone();
        thread::spawn(move || {
            inc(&m2);
            tx2.send(()).unwrap();
        });
    }

    drop(tx);
    for _ in 0..2 * K {
        rx.recv().unwrap();
    }
    assert_eq!(*m.lock().unwrap(), J * K * 2);
}

#[test]
fn try_lock() {
    let m = Mutex::new(());
    *m.try_lock().unwrap() = ();
}

#[test]
fn try_lock_on_held_lock_would_block() {
    let m = Mutex::new(0);
    let held = m.lock().unwrap();
    assert!(matches!(m.try_lock(), Err(TryLockError::WouldBlock)));
    drop(held);
    assert!(m.try_lock().is_ok());
}

#[test]
fn try_lock_from_another_thread_would_block() {
    let m = Arc::new(Mutex::new(0));
    let _held = m.lock().unwrap();
    let m2 = Arc::clone(&m);
    let blocked = thread::spawn(move || matches!(m2.try_lock(), Err(TryLockError::WouldBlock)))
        .join()
        .unwrap();
    assert!(blocked);
}

#[test]
fn test_into_inner() {
    let m = Mutex::new(NonCopy(10));
    assert_eq!(m.into_inner().unwrap(), NonCopy(10));
}

#[test]
fn test_into_inner_drop() {
    struct Foo(Arc<AtomicUsize>);
    impl Drop for Foo {
        fn drop(&mut self) {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }
    let num_drops = Arc::new(AtomicUsize::new(0));
    let m = Mutex::new(Foo(num_drops.clone()));
    assert_eq!(num_drops.load(Ordering::SeqCst), 0);
    {
        let _inner = m.into_inner().unwrap();
        assert_eq!(num_drops.load(Ordering::SeqCst), 0);
    }
    assert_eq!(num_drops.load(Ordering::SeqCst), 1);
}

#[test]
fn test_drop_of_mutex_drops_data_once() {
    struct Foo(Arc<AtomicUsize>);
    impl Drop for Foo {
        fn drop(&mut self) {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }
    let num_drops = Arc::new(AtomicUsize::new(0));
    drop(Mutex::new(Foo(num_drops.clone())));
    assert_eq!(num_drops.load(Ordering::SeqCst), 1);
}

fn poison<T: Send + 'static>(m: &Arc<Mutex<T>>) {
    let m2 = Arc::clone(m);
    let result = thread::spawn(move || {
        let _lock = m2.lock().unwrap();
        panic!("test panic in inner thread to poison mutex");
    })
    .join();
    assert!(result.is_err());
}

#[test]
fn test_into_inner_poison() {
    let m = Arc::new(Mutex::new(NonCopy(10)));
    poison(&m);
    assert!(m.is_poisoned());
    match Arc::try_unwrap(m).unwrap().into_inner() {
        Err(e) => assert_eq!(e.into_inner(), NonCopy(10)),
        Ok(x) => panic!("into_inner of poisoned Mutex is Ok: {x:?}"),
    }
}

#[test]
fn test_get_mut() {
    let mut m = Mutex::new(NonCopy(10));
    *m.get_mut().unwrap() = NonCopy(20);
    assert_eq!(m.into_inner().unwrap(), NonCopy(20));
}

#[test]
fn test_get_mut_poison() {
    let m = Arc::new(Mutex::new(NonCopy(10)));
    poison(&m);
    assert!(m.is_poisoned());
    match Arc::try_unwrap(m).unwrap().get_mut() {
        Err(e) => assert_eq!(*e.into_inner(), NonCopy(10)),
        Ok(x) => panic!("get_mut of poisoned Mutex is Ok: {x:?}"),
    }
}

#[test]
fn test_mutex_arc_poison() {
    let arc = Arc::new(Mutex::new(1));
    assert!(!arc.is_poisoned());
    poison(&arc);
    assert!(arc.lock().is_err());
    assert!(arc.is_poisoned());
}

#[test]
fn test_poisoned_lock_still_locks_and_gives_the_data() {
    let arc = Arc::new(Mutex::new(7));
    poison(&arc);
    let guard = arc.lock().unwrap_err().into_inner();
    assert_eq!(*guard, 7);
    assert!(matches!(arc.try_lock(), Err(TryLockError::WouldBlock)));
    drop(guard);
    match arc.try_lock() {
        Err(TryLockError::Poisoned(e)) => assert_eq!(**e.get_ref(), 7),
        other => panic!("expected Poisoned, got {:?}", other.map(|g| *g)),
    };
}

#[test]
fn test_mutex_arc_poison_clear() {
    let arc = Arc::new(Mutex::new(1));
    poison(&arc);
    assert!(arc.is_poisoned());
    arc.clear_poison();
    assert!(!arc.is_poisoned());
    assert_eq!(*arc.lock().unwrap(), 1);
}

#[test]
fn test_guard_dropped_while_already_panicking_does_not_poison() {
    // A guard taken during an unwind (in a Drop impl) must not poison: the
    // panic did not start inside its critical section.
    struct LockInDrop(Arc<Mutex<i32>>);
    impl Drop for LockInDrop {
        fn drop(&mut self) {
            *self.0.lock().unwrap() += 1;
        }
    }
    let arc = Arc::new(Mutex::new(0));
    let arc2 = Arc::clone(&arc);
    let result = thread::spawn(move || {
        let _d = LockInDrop(arc2);
        panic!("unwinding");
    })
    .join();
    assert!(result.is_err());
    assert!(!arc.is_poisoned());
    assert_eq!(*arc.lock().unwrap(), 1);
}

#[test]
fn test_unlock_fair_while_panicking_poisons() {
    let arc = Arc::new(Mutex::new(0));
    let arc2 = Arc::clone(&arc);
    let result = thread::spawn(move || {
        struct FairOnDrop<'a>(Option<MutexGuard<'a, i32>>);
        impl Drop for FairOnDrop<'_> {
            fn drop(&mut self) {
                MutexGuard::unlock_fair(self.0.take().unwrap());
            }
        }
        let _g = FairOnDrop(Some(arc2.lock().unwrap()));
        panic!("poison through unlock_fair");
    })
    .join();
    assert!(result.is_err());
    assert!(arc.is_poisoned());
    assert!(arc.try_lock().is_err());
    arc.clear_poison();
    assert!(arc.try_lock().is_ok());
}

#[test]
fn test_mutex_arc_nested() {
    // Tests nested mutexes and access to underlying data.
    let arc = Arc::new(Mutex::new(1));
    let arc2 = Arc::new(Mutex::new(arc));
    let (tx, rx) = channel();
    let _t = thread::spawn(move || {
        let lock = arc2.lock().unwrap();
        let lock2 = lock.lock().unwrap();
        assert_eq!(*lock2, 1);
        tx.send(()).unwrap();
    });
    rx.recv().unwrap();
}

#[test]
fn test_mutex_arc_access_in_unwind() {
    let arc = Arc::new(Mutex::new(1));
    let arc2 = arc.clone();
    let _ = thread::spawn(move || {
        struct Unwinder {
            i: Arc<Mutex<i32>>,
        }
        impl Drop for Unwinder {
            fn drop(&mut self) {
                *self.i.lock().unwrap() += 1;
            }
        }
        let _u = Unwinder { i: arc2 };
        panic!();
    })
    .join();
    let lock = arc.lock().unwrap();
    assert_eq!(*lock, 2);
}

#[test]
fn test_mutex_unsized() {
    let mutex: &Mutex<[i32]> = &Mutex::new([1, 2, 3]);
    {
        let b = &mut *mutex.lock().unwrap();
        b[0] = 4;
        b[2] = 5;
    }
    let comp: &[i32] = &[4, 2, 5];
    assert_eq!(&*mutex.lock().unwrap(), comp);
}

#[test]
fn test_mutex_arc_unsized_slice() {
    let shared: Arc<Mutex<[u64]>> = Arc::new(Mutex::new([0u64; 4]));
    let handles: Vec<_> = (0..4)
        .map(|i| {
            let shared = Arc::clone(&shared);
            thread::spawn(move || {
                for _ in 0..1000 {
                    shared.lock().unwrap()[i] += 1;
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    assert_eq!(&*shared.lock().unwrap(), &[1000u64; 4][..]);
}

#[test]
fn test_mutex_unsized_dyn() {
    let m: Box<Mutex<dyn std::fmt::Debug + Send>> = Box::new(Mutex::new(5u8));
    assert_eq!(format!("{:?}", m.lock().unwrap()), "5");
}

#[test]
fn test_mutex_default_and_from() {
    let m: Mutex<Vec<u8>> = Default::default();
    assert!(m.lock().unwrap().is_empty());
    let m = Mutex::from(3);
    assert_eq!(*m.lock().unwrap(), 3);
}

#[test]
fn test_static_and_const_new() {
    static M: Mutex<u32> = Mutex::new(0);
    *M.lock().unwrap() += 2;
    assert_eq!(*M.lock().unwrap(), 2);
}

#[test]
fn test_guard_debug_and_display() {
    let m = Mutex::new(String::from("hi"));
    let g = m.lock().unwrap();
    assert_eq!(format!("{g:?}"), "\"hi\"");
    assert_eq!(format!("{g}"), "hi");
}

#[test]
fn test_mutex_debug_shows_data_or_locked_without_blocking() {
    let m = Mutex::new(5);
    assert_eq!(format!("{m:?}"), "Mutex { data: 5, poisoned: false, .. }");
    let g = m.lock().unwrap();
    assert_eq!(
        format!("{m:?}"),
        "Mutex { data: <locked>, poisoned: false, .. }"
    );
    drop(g);

    let arc = Arc::new(Mutex::new(1));
    poison(&arc);
    assert_eq!(format!("{arc:?}"), "Mutex { data: 1, poisoned: true, .. }");
}

#[test]
fn test_size_not_larger_than_std() {
    assert!(std::mem::size_of::<Mutex<()>>() <= std::mem::size_of::<std::sync::Mutex<()>>());
    assert!(std::mem::size_of::<Mutex<u64>>() <= std::mem::size_of::<std::sync::Mutex<u64>>());
}

#[test]
fn test_std_error_types_compile_unchanged() {
    // A std user's error handling, written against std's types.
    fn lock_it(m: &Mutex<i32>) -> LockResult<MutexGuard<'_, i32>> {
        m.lock()
    }
    fn try_it(m: &Mutex<i32>) -> TryLockResult<MutexGuard<'_, i32>> {
        m.try_lock()
    }
    let m = Mutex::new(1);
    let g = lock_it(&m).unwrap_or_else(PoisonError::into_inner);
    assert_eq!(*g, 1);
    drop(g);
    match try_it(&m) {
        Ok(g) => assert_eq!(*g, 1),
        Err(TryLockError::WouldBlock) => panic!("free lock would block"),
        Err(TryLockError::Poisoned(_)) => panic!("not poisoned"),
    };
}

#[test]
fn test_send_sync_bounds() {
    fn is_send<T: Send>() {}
    fn is_sync<T: Sync>() {}
    is_send::<Mutex<Vec<u8>>>();
    is_sync::<Mutex<Vec<u8>>>();
    // Like std's, a guard is Sync when T is; that it is not Send is checked
    // by a compile_fail doctest on `MutexGuard`.
    is_sync::<MutexGuard<'static, u8>>();
    is_sync::<Mutex<std::cell::Cell<u8>>>();
}
