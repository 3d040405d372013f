// The seats facts of a set of registration rows, for the admin list (every row at once) and the
// registrations export (a page at a time): an order's seats with their players, and a seat's
// player's buyer and seat. Two queries per set, whatever its size.
import type { Db, Registration } from '../../../../db/database.ts';
import { listAllOrderSeats, listBuyers } from '../../../../db/repositories/seats.ts';
import type { OrderSeatView } from '../../../../src/domain/seats/views.ts';
import type { Buyer } from '../../../../src/domain/seats/listing.ts';
import { isOrder } from '../../../../src/domain/seats/seat.ts';
import { orderSeatView } from '../../../../src/domain/seats/views.ts';

export interface SeatListing {
  /** An order's seats; null for any other row. */
  orderSeats: OrderSeatView[] | null;
  /** A seat's player: the order, its buyer and the seat held now (null once handed over). */
  boughtBy: (Buyer & { orderId: string; seatNo: number | null }) | null;
}

type Row = Pick<Registration, 'registrationId' | 'seats' | 'orderId'>;

/** Reads the seats facts of `rows`; the answer gives each row's. */
export async function seatListings(db: Db, rows: readonly Row[]): Promise<(row: Row) => SeatListing> {
  const orderIds = rows.filter(isOrder).map((r) => r.registrationId);
  const buyerIds = [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
  const [seats, buyers] = await Promise.all([listAllOrderSeats(db, orderIds), listBuyers(db, buyerIds)]);
  return (row) => {
    const buyer = row.orderId ? buyers.get(row.orderId) : undefined;
    return {
      orderSeats: isOrder(row) ? (seats.get(row.registrationId) ?? []).map(orderSeatView) : null,
      boughtBy: row.orderId
        ? {
            orderId: row.orderId,
            // The order's row always exists: deleting an order deletes its players' rows with it.
            buyerName: buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : '',
            buyerCompany: buyer?.company ?? null,
            seatNo: buyer?.seatOf.get(row.registrationId) ?? null,
          }
        : null,
    };
  };
}
