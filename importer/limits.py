"""Run one document's parse in a child process under a wall-clock and a memory limit.

No input may run for minutes or eat the machine's memory, wherever the import runs
(the command, the admin's worker): the parse happens in a forked child, which is
killed when it passes its time, and which cannot allocate past its memory budget.
Imports no Django: the child only runs the parsers.
"""

import ctypes
import multiprocessing
import os
import re
import resource
import signal
import time

import yaml

from .parsers.frontmatter import split_front_matter

MEGABYTE = 1024 * 1024


class LimitExceeded(Exception):
    """The parse ran out of time or memory; the message says which, in words for the report."""


def _address_space():
    """This process's virtual memory size in bytes (what RLIMIT_AS counts)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def run_limited(func, *args, seconds, memory, **kwargs):
    """func(*args, **kwargs) in a forked child; its result, or its exception raised again here.

    Raises LimitExceeded when it runs past `seconds` or needs more than `memory` bytes.
    One call, one child: a run of many documents keeps a ParseWorker instead.
    """
    worker = ParseWorker(memory=memory)
    try:
        return worker.run(func, *args, seconds=seconds, **kwargs)
    finally:
        worker.close()


class ParseWorker:
    """One forked child that parses document after document: `run_limited` without a fork per document.

    The child sets its memory budget once and serves requests over a pipe. A request past its
    time, or a child that runs out of memory, is answered with LimitExceeded and the child is
    replaced; it is also replaced every `recycle_after` documents, so memory one document kept
    is not charged to the next. The child exits when the worker is closed or its parent ends,
    however it ends: killed, the kernel kills the child too (see _die_with_parent).

    `inherited()`, called before each fork, names file descriptors the child must not keep: the
    parent's database sockets (importer.services). The child points them at /dev/null at once:
    it never holds the parent's session, and sends nothing on it (closing the inherited
    connection would end the parent's session; the parent, maybe inside a transaction, keeps it).

    `before_next_child()` is called before every fork of the process but its first: what the first
    child had to load for itself (the parsers' patterns, importer.parsers.lazy_re), the process loads
    then, so that the next children, of this run or of the next ones (an admin's worker runs many),
    inherit it instead of each loading it again.
    """

    forked = 0  # children of any worker of this process

    def __init__(self, *, memory, recycle_after=200, inherited=None, before_next_child=None):
        self.memory = memory
        self.recycle_after = recycle_after
        self.inherited = inherited or (lambda: ())
        self.before_next_child = before_next_child
        self.process = self.connection = None
        self.served = 0
        self.streaming = False  # a stream's child has more to send

    def run(self, func, *args, seconds, memory=None, **kwargs):
        """As run_limited; the memory budget is the worker's own (`memory` is accepted for that likeness)."""
        self._send(func, args, kwargs, stream=False)
        return self._receive(seconds, seconds)[1]

    def stream(self, func, *args, seconds, **kwargs):
        """The items of the generator func(*args, **kwargs), run in the child, as it yields them.

        The child goes on reading while the caller uses an item (it is one item ahead at
        most: a pipe holds little). `seconds` bounds the time spent waiting for the child,
        all items together; the memory budget holds for the whole run. Leaving the loop
        early (or an exception in it) stops the child.
        """
        self._send(func, args, kwargs, stream=True)
        self.streaming = True
        waited, done = 0.0, False
        try:
            while True:
                started = time.monotonic()
                status, payload = self._receive(seconds - waited, seconds)
                waited += time.monotonic() - started
                if status == "done":
                    done, self.streaming = True, False
                    return
                yield payload
        finally:
            if not done:
                self.close()  # half-way through a document: the child is stopped, not waited for

    def _send(self, func, args, kwargs, *, stream):
        if self.streaming:  # a stream left half-way and not yet closed: its child is still sending
            self.close()
        if self.process is None or not self.process.is_alive() or self.served >= self.recycle_after:
            self._restart()
        self.served += 1
        self.connection.send((func, args, kwargs, stream))

    def _receive(self, wait, seconds):
        """(status, payload) of the child's next answer, waiting `wait` at most; LimitExceeded past a limit."""
        if not self.connection.poll(max(wait, 0)):
            self.close()
            raise LimitExceeded(f"reading it took longer than {seconds:g} s; it was stopped")
        try:
            status, payload = self.connection.recv()
        except (EOFError, ConnectionError):  # ended (a reset: with a request of ours still unread)
            stopped = self._stopped_from_outside()
            self.close()
            if stopped:
                raise LimitExceeded(
                    "its reading was stopped from outside (the worker was shutting down); run it again"
                ) from None
            raise LimitExceeded(
                f"reading it needed more than {self.memory // MEGABYTE} MB of memory (or crashed); it was stopped"
            ) from None
        if status == "memory":
            self.close()  # a child that ran out of memory may hold on to what it got: start afresh
            raise LimitExceeded(f"reading it needed more than {self.memory // MEGABYTE} MB of memory; it was stopped")
        if status == "error":
            raise payload
        return status, payload

    def _restart(self):
        self.close()
        if ParseWorker.forked and self.before_next_child is not None:
            self.before_next_child()
        ParseWorker.forked += 1
        context = multiprocessing.get_context("fork")
        self.connection, child_end = context.Pipe()
        detached = list(self.inherited())
        self.process = context.Process(
            target=_serve, args=(child_end, self.memory, detached, os.getpid(), self.connection), daemon=True
        )
        self.process.start()
        child_end.close()
        self.served = 0

    def _stopped_from_outside(self):
        """Whether the child ended by SIGTERM (sent to the worker's whole process group, say, on a deploy)."""
        self.process.join(timeout=1)
        return self.process.exitcode == -signal.SIGTERM

    def close(self):
        self.streaming = False
        if self.process is None:
            return
        try:
            self.connection.send(None)
        except (OSError, ValueError):
            pass
        self.connection.close()
        self.process.join(timeout=1)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.process = self.connection = None


PR_SET_PDEATHSIG = 1  # linux/prctl.h


def _die_with_parent(parent_pid, parent_end):
    """In the child, first of all: end when the parent ends, whatever way it ends.

    On Linux the kernel sends the child SIGKILL when its parent dies (even killed by SIGKILL,
    where the parent runs no clean-up), in the middle of a parse too. Elsewhere, the parent's
    end of the pipe, closed here, makes the child's next read or answer fail once the parent
    is gone. The signal is asked for by the thread that forks, which is the one that waits for
    the child: a ParseWorker is used by one thread. SIGTERM does what it says (the worker's own
    handler, inherited through fork, would only note a shutdown and let the parse run on);
    SIGINT (Ctrl-C, sent to the whole foreground group) is the parent's to act on.
    """
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        pass  # not Linux: the closed pipe below is what ends the child
    if os.getppid() != parent_pid:
        os._exit(1)  # the parent ended before the signal was asked for: nobody to answer
    parent_end.close()
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _serve(connection, memory, detached=(), parent_pid=None, parent_end=None):
    """The worker child: tie its life to the parent's, let go of the parent's sockets, set the memory
    budget, then answer requests until told to stop."""
    if parent_pid is not None:
        _die_with_parent(parent_pid, parent_end)
    for fd in detached:
        _detach(fd)
    if memory:
        limit = _address_space() + memory
        try:
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        except (ValueError, OSError):
            pass
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        func, args, kwargs, stream = request
        try:
            if stream:
                for item in func(*args, **kwargs):
                    connection.send(("item", item))
                outcome = ("done", None)
            else:
                outcome = ("ok", func(*args, **kwargs))
        except MemoryError:
            outcome = ("memory", None)
        except RecursionError:
            outcome = ("error", ValueError("the document is nested too deeply to read"))
        except Exception as err:  # handed to the parent, which raises it again
            outcome = ("error", err)
        try:
            connection.send(outcome)
        except MemoryError:
            connection.send(("memory", None))
        except Exception:  # an unpicklable result or exception
            connection.send(("error", RuntimeError(f"{type(outcome[1]).__name__}: {outcome[1]}"[:500])))


def _detach(fd):
    """This process's `fd` made /dev/null: the socket it was stays open in the parent alone, and nothing is sent on it."""
    devnull = os.open(os.devnull, os.O_RDWR)
    try:
        os.dup2(devnull, fd)
    except OSError:
        pass  # closed meanwhile: nothing to let go of
    finally:
        os.close(devnull)


# --- YAML alias bombs ----------------------------------------------------------------

YAML_EXPANSION_BUDGET = 100_000
_ALIAS_RE = re.compile(r"(?:^|[\s\[{,:-])\*[^\s,\[\]{}]")


def _children(node):
    if isinstance(node, yaml.SequenceNode):
        return node.value
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return ()


def _expanded_size(root, budget):
    """How many values the composed YAML stands for once every alias is copied out.

    Linear in the document: each node is sized once; an alias counts its node's size
    every time it is used. Stops as soon as the count passes `budget`.
    """
    sizes, on_path, stack = {}, set(), [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        if children_done:
            on_path.discard(key)
            total = 1
            for child in _children(node):
                total += sizes[id(child)]
                if total > budget:
                    return total
            sizes[key] = total
        elif key not in sizes:
            if key in on_path:
                raise LimitExceeded("its YAML refers to itself (a recursive alias); it was not read")
            on_path.add(key)
            stack.append((node, True))
            stack.extend((child, False) for child in _children(node) if id(child) not in sizes)
    return sizes[id(root)]


def _as_text(data):
    """The text the parsers will read: UTF-16 with a byte-order mark decoded as such (its bomb is as
    much a bomb as the UTF-8 one), anything else as UTF-8 with the odd byte replaced."""
    if not isinstance(data, (bytes, bytearray)):
        return data
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return bytes(data).decode("utf-16", "replace")
    return bytes(data).decode("utf-8", "replace")


def check_yaml_aliases(data, *, budget=YAML_EXPANSION_BUDGET):
    """Refuse a document whose YAML aliases would expand past `budget` values (a "billion laughs").

    Looks at the whole text and at a front-matter block; text that is not YAML is left
    to the parsers. Raises LimitExceeded naming the budget.
    """
    text = _as_text(data)
    if "&" not in text or not _ALIAS_RE.search(text):
        return
    front = split_front_matter(text)
    # YAML front matter is checked alone (the text after it is markdown); TOML's holds no aliases
    for part in (front[1],) if front and front[0] == "yaml" else (text,):
        try:
            nodes = list(yaml.compose_all(part, Loader=yaml.SafeLoader))
        except (yaml.YAMLError, ValueError, RecursionError):
            continue
        total = 0
        for node in nodes:
            if node is not None:
                total += _expanded_size(node, budget)
            if total > budget:
                raise LimitExceeded(
                    f"its YAML aliases expand to more than {budget:,} values (an alias bomb?); it was not read"
                )
