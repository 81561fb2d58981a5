package org.ringgames;

import io.quarkus.runtime.annotations.RegisterForReflection;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.SetupEntity;
import org.ringgames.web.PingResource;
import org.ringgames.web.game.GameBodies;
import org.ringgames.web.game.GameViews;
import org.ringgames.web.game.GygesRulesBody;
import org.ringgames.web.gyges.GygesViews;
import org.ringgames.web.xequeo.XeQueoViews;
import org.ringgames.web.gyges.LegalMovesView;
import org.ringgames.web.game.PositionQueries;
import org.ringgames.web.problem.Problem;

/**
 * Classes that Jackson reads or writes reflectively in a native image where Quarkus cannot see it
 * from a JAX-RS signature: bodies written with the {@code ObjectMapper} directly (SeatHeaders
 * renders seat writes and hashes request bodies for idempotency; EventStreamRoute writes event
 * states and problems), entities of {@code Response}-returning methods, problems written by
 * exception mappers, and the records Hibernate stores in JSON columns. Registering a class that
 * Quarkus also finds by itself costs nothing; a missing one fails only in the native image.
 * Records and nested records are listed one by one: registration is not transitive.
 */
@RegisterForReflection(targets = {
        // Responses (GameResource/SeatResource return Response or pre-rendered JSON).
        org.ringgames.web.xequeo.XeQueoLegalMovesView.class,
        org.ringgames.web.xequeo.XeQueoLegalMovesView.MoveView.class,
        org.ringgames.web.xequeo.XeQueoLegalMovesView.Applied.class,
        GygesViews.State.class,
        GygesViews.SetupProgress.class,
        GygesViews.Placed.class,
        GygesViews.Awaited.class,
        GygesViews.Result.class,
        XeQueoViews.State.class,
        XeQueoViews.Score.class,
        XeQueoViews.SetupProgress.class,
        XeQueoViews.Awaited.class,
        XeQueoViews.Round.class,
        XeQueoViews.Secrets.class,
        XeQueoViews.Result.class,
        GameViews.LastMove.class,
        GameViews.SeatToken.class,
        GameViews.PlayerSeat.class,
        GameViews.ComputerSeat.class,
        GameViews.Engine.class,
        GameViews.Created.class,
        GameViews.MovePlayed.class,
        GameViews.SeatAction.class,
        GameViews.Page.class,
        GameViews.HistoryMove.class,
        GameViews.History.class,
        GameViews.ClockEnded.class,
        org.ringgames.web.game.ClockView.class,
        GygesRulesBody.class,
        LegalMovesView.class,
        LegalMovesView.MoveView.class,
        PositionQueries.ApplyResponse.class,
        PingResource.Ping.class,
        // Analysis answers: the resource returns the AnalysisBody interface (Uni, Multi).
        org.ringgames.web.gyges.GygesAnalysisView.class,
        org.ringgames.web.gyges.GygesAnalysisView.Win.class,
        org.ringgames.web.gyges.GygesAnalysisView.Loss.class,
        org.ringgames.web.gyges.GygesAnalysisView.Eval.class,
        org.ringgames.web.xequeo.XeQueoAnalysisView.class,
        // Problems: written by exception mappers and EventStreamRoute.
        Problem.class,
        // Request bodies: read by JAX-RS, and re-written by SeatHeaders for the idempotency hash.
        GameBodies.Create.class,
        GameBodies.Setup.class,
        GameBodies.Placement.class,
        GameBodies.Move.class,
        GameBodies.Draw.class,
        GameBodies.ClockBody.class,
        PositionQueries.LegalMovesRequest.class,
        PositionQueries.ApplyRequest.class,
        PositionQueries.AnalysisRequest.class,
        PositionQueries.LimitsBody.class,
        GameBodies.SeatBody.class,
        GameBodies.EngineBody.class,
        // Hibernate JSON columns (@JdbcTypeCode(SqlTypes.JSON)), serialized by Jackson.
        GameEntity.LastMove.class,
        GameEntity.TimeControl.class,
        GameEntity.Clock.class,
        GameEntity.ComputerSeat.class,
        SetupEntity.Placement.class,
})
public final class NativeReflection {

    private NativeReflection() {
    }
}
