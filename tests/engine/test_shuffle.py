"""Seeded shuffles are the documented generator and the same everywhere."""

from patience.engine.shuffle import SplitMix64, shuffled


def test_splitmix64_matches_the_reference_outputs_for_seed_zero():
    rng = SplitMix64(0)
    assert [rng.next64(), rng.next64()] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4]


def test_the_same_seed_always_gives_the_same_shuffle():
    assert shuffled(list(range(52)), 1)[:10] == [46, 48, 27, 6, 43, 16, 10, 12, 19, 49]
    assert shuffled(list(range(52)), 12345, stream=2)[:10] == [30, 4, 17, 10, 50, 21, 47, 45, 33, 1]


def test_streams_of_one_seed_differ_and_keep_every_card():
    a, b = shuffled(list(range(104)), 7, 0), shuffled(list(range(104)), 7, 1)
    assert a != b and sorted(a) == sorted(b) == list(range(104))


def test_bounded_integers_stay_in_range():
    rng = SplitMix64(3)
    assert {rng.below(5) for _ in range(500)} == {0, 1, 2, 3, 4}
