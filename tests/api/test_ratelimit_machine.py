"""The machine table (api/ratelimit_machine.py): one count for every process forked from it, exact
however the processes race for its lock, and a lock held by another process waited out."""

import fcntl
import multiprocessing
import time

from api.ratelimit_machine import MachineStorage

FORK = multiprocessing.get_context("fork")  # the workers are forks of the app's process


def _hit_many(storage: MachineStorage, key: str, n: int) -> None:
    for _ in range(n):
        storage.hit(key, 60)


def test_processes_hitting_one_key_at_once_lose_no_count():
    storage = MachineStorage("machine://", slots=64)
    workers = [FORK.Process(target=_hit_many, args=(storage, "client", 2_000)) for _ in range(4)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(60)
        assert w.exitcode == 0
    assert storage.get("client") == 8_000


def _hold(storage: MachineStorage, seconds: float, held) -> None:
    fcntl.lockf(storage._lockfile.fileno(), fcntl.LOCK_EX)
    held.set()
    time.sleep(seconds)
    fcntl.lockf(storage._lockfile.fileno(), fcntl.LOCK_UN)


def test_a_hit_waits_while_another_process_holds_the_table_and_then_counts():
    storage = MachineStorage("machine://", slots=64)
    held = FORK.Event()
    holder = FORK.Process(target=_hold, args=(storage, 0.2, held))
    holder.start()
    assert held.wait(10)
    started = time.monotonic()
    count, _ = storage.hit("client", 60)
    waited = time.monotonic() - started
    holder.join(10)
    assert count == 1
    assert waited >= 0.1  # it did wait for the holder, not count past its lock


def test_a_holder_that_dies_leaves_the_table_usable():
    storage = MachineStorage("machine://", slots=64)
    held = FORK.Event()
    holder = FORK.Process(target=_hold, args=(storage, 60, held))
    holder.start()
    assert held.wait(10)
    holder.kill()  # a worker killed while it held the lock: the kernel lets its lock go
    holder.join(10)
    assert storage.hit("client", 60)[0] == 1
