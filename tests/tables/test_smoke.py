from bot.tables.service import TableService
from bot.tables.table import Status
from tests.tables.helpers import ANN, CHANNEL, GUILD, play_out


async def test_a_human_and_three_robots_finish_a_chicago(service: TableService) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    await service.start(tid, ANN, 1)
    await play_out(service, tid)
    t = service.snapshot(tid)
    assert t.status is Status.FINISHED
    assert t.score is not None and t.score.counted_deals == 4
