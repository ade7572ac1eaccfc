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


def test_the_documents_example_seed_1_stream_0_ends_the_whist_pack_with_8h():
    from patience.engine import cards

    assert cards.text(shuffled(cards.pack("whist", 1), 1)[-1]) == "8H"


def test_the_seed_and_stream_combine_as_seed_times_2_to_the_20_plus_stream():
    items = list(range(30))
    assert shuffled(items, 3, stream=5) == shuffled(items, 0, stream=3 * (1 << 20) + 5)


def test_below_rejects_draws_past_the_last_whole_multiple():
    # n = 3: limit = 2^64 - (2^64 mod 3); a plain modulo would differ from rejection only above it
    rng, ref = SplitMix64(11), SplitMix64(11)
    limit = (1 << 64) - ((1 << 64) % 3)
    for _ in range(200):
        got = rng.below(3)
        x = ref.next64()
        while x >= limit:
            x = ref.next64()
        assert got == x % 3


def test_the_unshuffled_pack_is_pack_by_pack_suit_by_suit_ascending():
    from patience.engine import cards

    whist = [cards.text(c) for c in cards.pack("whist", 2)]
    assert whist[:3] == ["AC", "2C", "3C"] and whist[13] == "AD" and whist[51] == "KS" and whist[52] == "AC"
    assert cards.pack("whist", 2)[52] == 52
    assert [cards.text(c) for c in cards.pack("piquet", 1)][:9] == ["AC", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AD"]
